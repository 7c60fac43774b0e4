H = "Hits"
CATEGORIES = [
    ("Players", ["Hank", "Ivy", "Jules", "Kofi"]),
    ("Teams", ["Cobras", "Hornets", "Ravens", "Wolves"]),
    ("Hits", ["3", "5", "7", "9"], [3, 5, 7, 9]),
]
SOLUTION = [
    ["Hank", "Ravens", "7"],
    ["Ivy", "Cobras", "9"],
    ["Jules", "Wolves", "3"],
    ["Kofi", "Hornets", "5"],
]
CLUES = [
    ("Ivy scored the most hits.", lambda s: s.n(H, "Ivy") == 9),
    ("The Hornets player scored 2 more hits than Jules.", lambda s: s.n(H, "Hornets") == s.n(H, "Jules") + 2),
    ("Hank didn't play for the Wolves or the Cobras.", lambda s: not s.same("Hank", "Wolves") and not s.same("Hank", "Cobras")),
    ("The player with 7 hits wasn't on the Hornets.", lambda s: not s.same("7", "Hornets")),
    ("Kofi scored 4 fewer hits than Ivy.", lambda s: s.n(H, "Kofi") == s.n(H, "Ivy") - 4),
    ("The Wolves player scored fewer hits than the Cobras player.", lambda s: s.n(H, "Wolves") < s.n(H, "Cobras")),
    ("Hank finished with more hits than Jules.", lambda s: s.n(H, "Hank") > s.n(H, "Jules")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
