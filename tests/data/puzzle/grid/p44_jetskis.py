M = "Rentals"
CATEGORIES = [
    ("Riders", ["Nadia", "Owen", "Priya", "Quinn"]),
    ("Jet skis", ["black", "orange", "red", "white"]),
    ("Beaches", ["Coral Cove", "Palm Bay", "Sandy Point", "Shell Beach"]),
    ("Rentals", ["30 minutes", "45 minutes", "60 minutes", "75 minutes"], [30, 45, 60, 75]),
]
SOLUTION = [
    ["Nadia", "red", "Sandy Point", "60 minutes"],
    ["Owen", "white", "Coral Cove", "30 minutes"],
    ["Priya", "black", "Shell Beach", "75 minutes"],
    ["Quinn", "orange", "Palm Bay", "45 minutes"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
def either(s, a, x, y):
    return not s.same(x, y) and (s.same(a, x) or s.same(a, y))
def neither(s, a, b, x):
    return not s.same(a, b) and not s.same(a, x) and not s.same(b, x)
def distinct(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The rider at Palm Bay rented for 15 minutes longer than Owen.", lambda s: s.n(M, "Palm Bay") == s.n(M, "Owen") + 15),
    ("Priya had the longest rental.", lambda s: s.n(M, "Priya") == 75),
    ("The red jet ski was rented for 30 minutes longer than the white one.", lambda s: s.n(M, "red") == s.n(M, "white") + 30),
    ("Quinn didn't ride at Shell Beach or Sandy Point.", lambda s: not s.same("Quinn", "Shell Beach") and not s.same("Quinn", "Sandy Point")),
    ("The orange jet ski wasn't at Coral Cove.", lambda s: not s.same("orange", "Coral Cove")),
    ("Nadia's jet ski wasn't black or white.", lambda s: not s.same("Nadia", "black") and not s.same("Nadia", "white")),
    ("The Sandy Point rental lasted 15 minutes less than the Shell Beach rental.", lambda s: s.n(M, "Sandy Point") == s.n(M, "Shell Beach") - 15),
    ("The black jet ski was out 30 minutes longer than the one at Palm Bay.", lambda s: s.n(M, "black") == s.n(M, "Palm Bay") + 30),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
