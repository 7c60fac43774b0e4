H = "Trips"
CATEGORIES = [
    ("Captains", ["Bellamy", "Cortez", "Duffy", "Lund"]),
    ("Boats", ["Marlin Queen", "Salty Dog", "Sea Witch", "Tide Runner"]),
    ("Catches", ["grouper", "halibut", "snapper", "tuna"]),
    ("Trips", ["4 hours", "5 hours", "6 hours", "7 hours"], [4, 5, 6, 7]),
]
SOLUTION = [
    ["Bellamy", "Sea Witch", "tuna", "7 hours"],
    ["Cortez", "Salty Dog", "snapper", "4 hours"],
    ["Duffy", "Tide Runner", "halibut", "6 hours"],
    ["Lund", "Marlin Queen", "grouper", "5 hours"],
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
    ("The Salty Dog's trip was 2 hours shorter than Captain Duffy's.", lambda s: s.n(H, "Salty Dog") == s.n(H, "Duffy") - 2),
    ("The longest charter landed the tuna.", lambda s: s.n(H, "tuna") == 7),
    ("Captain Lund doesn't skipper the Sea Witch.", lambda s: not s.same("Lund", "Sea Witch")),
    ("The halibut was caught on either the Tide Runner or Captain Cortez's boat.", lambda s: either(s, "halibut", "Tide Runner", "Cortez")),
    ("The grouper trip lasted 1 hour longer than Captain Cortez's trip.", lambda s: s.n(H, "grouper") == s.n(H, "Cortez") + 1),
    ("Neither Captain Duffy nor Captain Bellamy caught the snapper.", lambda s: neither(s, "Duffy", "Bellamy", "snapper")),
    ("The Sea Witch, which wasn't captained by Duffy, was out longer than the Marlin Queen.",
     lambda s: not s.same("Sea Witch", "Duffy") and s.n(H, "Sea Witch") > s.n(H, "Marlin Queen")),
    ("Captain Lund was out 1 hour longer than Captain Cortez.", lambda s: s.n(H, "Lund") == s.n(H, "Cortez") + 1),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
