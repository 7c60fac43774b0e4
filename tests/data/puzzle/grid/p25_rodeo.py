P = "Scores"
CATEGORIES = [
    ("Riders", ["Bo", "Cash", "Dusty", "Jolene", "Wade"]),
    ("Broncs", ["Dynamite", "Gravel", "Outlaw", "Thunder", "Widowmaker"]),
    ("Scores", ["74 points", "78 points", "82 points", "86 points", "90 points"], [74, 78, 82, 86, 90]),
]
SOLUTION = [
    ["Bo", "Outlaw", "82 points"],
    ["Cash", "Thunder", "90 points"],
    ["Dusty", "Gravel", "74 points"],
    ["Jolene", "Widowmaker", "86 points"],
    ["Wade", "Dynamite", "78 points"],
]
CLUES = [
    ("Of the five, Cash had the top score.", lambda s: s.n(P, "Cash") == 90),
    ("The rider on Gravel scored 4 points less than Wade.", lambda s: s.n(P, "Gravel") == s.n(P, "Wade") - 4),
    ("Jolene rode neither Outlaw nor Dynamite.", lambda s: not s.same("Jolene", "Outlaw") and not s.same("Jolene", "Dynamite")),
    ("Dynamite's rider scored lower than Jolene.", lambda s: s.n(P, "Dynamite") < s.n(P, "Jolene")),
    ('Jolene scored 4 points more than Bo.', lambda s: s.n(P, "Jolene") == s.n(P, "Bo") + 4),
    ('Thunder was ridden by Cash.', lambda s: s.same("Thunder", "Cash")),
    ('Wade drew Dynamite.', lambda s: s.same("Wade", "Dynamite")),
]
NUM = "."
DOT = False
INTRO = ["Five riders each drew a different bronc at the county rodeo."]
OUTRO = []
REMARKS = INTRO + OUTRO
