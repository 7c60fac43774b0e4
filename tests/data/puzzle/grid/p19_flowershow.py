P = "Points"
T = "Tables"
CATEGORIES = [
    ("Exhibitors", ["Agnes", "Basil", "Cora", "Dennis", "Eileen"]),
    ("Flowers", ["chrysanthemums", "dahlias", "gladioli", "roses", "sweet peas"]),
    ("Points", ["72", "76", "80", "84", "88"], [72, 76, 80, 84, 88]),
    ("Tables", ["table 1", "table 2", "table 3", "table 4", "table 5"], [1, 2, 3, 4, 5]),
    ("Villages", ["Ashwell", "Barley", "Cottered", "Dane End", "Therfield"]),
]
SOLUTION = [
    ["Agnes", "roses", "80", "table 2", "Barley"],
    ["Basil", "dahlias", "88", "table 5", "Therfield"],
    ["Cora", "sweet peas", "72", "table 1", "Cottered"],
    ["Dennis", "gladioli", "84", "table 3", "Ashwell"],
    ["Eileen", "chrysanthemums", "76", "table 4", "Dane End"],
]
CLUES = [
    ("The dahlias scored the most points.", lambda s: s.n(P, "dahlias") == 88),
    ("Cora's entry scored the fewest points, and it stood on table 1.", lambda s: s.n(P, "Cora") == 72 and s.n(T, "Cora") == 1),
    ("The roses scored four points fewer than the gladioli.", lambda s: s.n(P, "roses") == s.n(P, "gladioli") - 4),
    ("The exhibitor from Therfield had table 5.", lambda s: s.n(T, "Therfield") == 5),
    ("The chrysanthemums were on the table next to the dahlias.", lambda s: abs(s.n(T, "chrysanthemums") - s.n(T, "dahlias")) == 1),
    ("Dennis's table number is one higher than Agnes's.", lambda s: s.n(T, "Dennis") == s.n(T, "Agnes") + 1),
    ("Eileen is from Dane End.", lambda s: s.same("Eileen", "Dane End")),
    ("The entry from Ashwell scored 4 points more than the one from Barley.", lambda s: s.n(P, "Ashwell") == s.n(P, "Barley") + 4),
    ("The sweet peas came from Cottered.", lambda s: s.same("sweet peas", "Cottered")),
    ("Basil showed the dahlias.", lambda s: s.same("Basil", "dahlias")),
    ("Agnes scored 80 points.", lambda s: s.same("Agnes", "80")),
    ("Dennis showed the gladioli.", lambda s: s.same("Dennis", "gladioli")),
    ("Cora didn't show roses.", lambda s: not s.same("Cora", "roses")),
]
NUM = "."
DOT = False
INTRO = ["Five exhibitors from five villages put flowers on the show bench at the horticultural society's summer show, on tables numbered 1 to 5 in a row."]
OUTRO = []
REMARKS = INTRO + OUTRO
