R = "Places"
CATEGORIES = [
    ("Carvers", ["Basil", "Cora", "Dex", "Elena", "Flynn"]),
    ("Carvings", ["bear", "eagle", "fox", "owl", "trout"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Basil", "owl", "3rd"],
    ["Cora", "bear", "1st"],
    ["Dex", "trout", "5th"],
    ["Elena", "fox", "2nd"],
    ["Flynn", "eagle", "4th"],
]
CLUES = [
    ("The bear took 1st place.", lambda s: s.same("bear", "1st")),
    ("Elena finished 2 places ahead of Flynn.", lambda s: s.n(R, "Elena") == s.n(R, "Flynn") - 2),
    ("Dex didn't finish 2 places ahead of Basil.", lambda s: s.n(R, "Dex") != s.n(R, "Basil") - 2),
    ("The trout came in last.", lambda s: s.n(R, "trout") == 5),
    ("The owl placed 1 spot behind the fox.", lambda s: s.n(R, "owl") == s.n(R, "fox") + 1),
    ("Cora carved neither the fox nor the owl.", lambda s: not s.same("Cora", "fox") and not s.same("Cora", "owl")),
    ('The eagle finished 1 place behind Basil.', lambda s: s.n(R, "eagle") == s.n(R, "Basil") + 1),
    ('Dex finished behind all the others.', lambda s: s.n(R, "Dex") == 5),
]
NUM = None
DOT = False
INTRO = ["Five carvers entered the county fair's woodcarving contest."]
OUTRO = []
REMARKS = INTRO + OUTRO
