T = "Tips"
CATEGORIES = [
    ("Tipsters", ["Bec", "Jarrod", "Kerryn", "Matt", "Troy"]),
    ("Teams", ["Bombers", "Cats", "Eagles", "Magpies", "Swans"]),
    ("Tips", ["38", "41", "44", "47", "50"], [38, 41, 44, 47, 50]),
]
SOLUTION = [
    ["Bec", "Cats", "50"],
    ["Jarrod", "Magpies", "38"],
    ["Kerryn", "Swans", "44"],
    ["Matt", "Eagles", "47"],
    ["Troy", "Bombers", "41"],
]
CLUES = [
    ("Bec won the office tipping comp.", lambda s: s.n(T, "Bec") == 50),
    ("The Magpies supporter came last, as usual.", lambda s: s.n(T, "Magpies") == 38),
    ("Kerryn finished with three more correct tips than Troy.", lambda s: s.n(T, "Kerryn") == s.n(T, "Troy") + 3),
    ("The Eagles fan tipped 6 more winners than Troy.", lambda s: s.n(T, "Eagles") == s.n(T, "Troy") + 6),
    ("Neither Matt nor Kerryn barracks for the Cats or the Bombers.",
     lambda s: all(not s.same(p, t) for p in ("Matt", "Kerryn") for t in ("Cats", "Bombers"))),
    ("Jarrod doesn't barrack for the Bombers.", lambda s: not s.same("Jarrod", "Bombers")),
    ("Bec isn't an Eagles fan, and Matt finished ahead of Kerryn.",
     lambda s: not s.same("Bec", "Eagles") and s.n(T, "Matt") > s.n(T, "Kerryn")),
    ("The Swans supporter got more tips right than the Bombers supporter.", lambda s: s.n(T, "Swans") > s.n(T, "Bombers")),
]
QUESTIONS = [("Which team does Matt barrack for?", lambda s: s.v("Teams", "Matt"))]
NUM = "."
DOT = False
INTRO = ["Five workmates ran a footy tipping competition over the AFL season. Each barracks for a different club, and each finished with a different number of correct tips."]
OUTRO = []
REMARKS = INTRO + OUTRO
