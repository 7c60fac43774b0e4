P = "Points"
CATEGORIES = [
    ("Teams", ["Backyard Aces", "Corn Stars", "Sandbaggers", "Toss Bosses"]),
    ("Captains", ["Deb", "Gil", "Hank", "Rosa"]),
    ("Points", ["9", "13", "17", "21"], [9, 13, 17, 21]),
]
SOLUTION = [
    ["Backyard Aces", "Gil", "17"],
    ["Corn Stars", "Rosa", "21"],
    ["Sandbaggers", "Hank", "9"],
    ["Toss Bosses", "Deb", "13"],
]
CLUES = [
    ("Rosa's team scored 4 points more than the Backyard Aces.",
     lambda s: s.n(P, "Rosa") == s.n(P, "Backyard Aces") + 4),
    ("The Sandbaggers finished with the fewest points.",
     lambda s: s.n(P, "Sandbaggers") == 9),
    ("Hank's team scored 8 points less than Gil's.",
     lambda s: s.n(P, "Hank") == s.n(P, "Gil") - 8),
    ("Deb doesn't captain the Corn Stars.",
     lambda s: not s.same("Deb", "Corn Stars")),
    ("The Toss Bosses scored 4 points more than the Sandbaggers.",
     lambda s: s.n(P, "Toss Bosses") == s.n(P, "Sandbaggers") + 4),
]
NUM = "."
DOT = True
INTRO = ["Four teams played in the cornhole tournament at the county fair."]
OUTRO = []
REMARKS = INTRO + OUTRO
