A = "Altitudes"
CATEGORIES = [
    ("Pilots", ["Avery", "Blake", "Corinne", "Darius", "Elodie"]),
    ("Balloons", ["crimson", "gold", "indigo", "lime", "silver"]),
    ("Launch sites", ["Bluff Park", "Canyon Rim", "Fairgrounds", "Old Mill", "Vista Point"]),
    ("Altitudes", ["1000 feet", "1500 feet", "2000 feet", "2500 feet", "3000 feet"], [1000, 1500, 2000, 2500, 3000]),
]
SOLUTION = [
    ["Avery", "indigo", "Old Mill", "2500 feet"],
    ["Blake", "gold", "Vista Point", "1000 feet"],
    ["Corinne", "lime", "Bluff Park", "3000 feet"],
    ["Darius", "silver", "Fairgrounds", "1500 feet"],
    ["Elodie", "crimson", "Canyon Rim", "2000 feet"],
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
    ("The balloon from the Fairgrounds flew 500 feet higher than Blake's.", lambda s: s.n(A, "Fairgrounds") == s.n(A, "Blake") + 500),
    ("Corinne's balloon reached the highest altitude.", lambda s: s.n(A, "Corinne") == 3000),
    ("The crimson balloon flew 1000 feet lower than Corinne's.", lambda s: s.n(A, "crimson") == s.n(A, "Corinne") - 1000),
    ("Of Avery and the pilot who launched from Vista Point, one flew the gold balloon and the other reached 2500 feet.",
     lambda s: one_other(s, "Avery", "Vista Point", "gold", "2500 feet")),
    ("The lime balloon didn't launch from Old Mill or Canyon Rim.", lambda s: not s.same("lime", "Old Mill") and not s.same("lime", "Canyon Rim")),
    ("Elodie didn't fly the silver balloon.", lambda s: not s.same("Elodie", "silver")),
    ("Darius flew higher than the pilot from Vista Point but lower than the indigo balloon.",
     lambda s: s.n(A, "Vista Point") < s.n(A, "Darius") < s.n(A, "indigo")),
    ("The balloon that launched from Old Mill wasn't piloted by Blake or Corinne.",
     lambda s: not s.same("Old Mill", "Blake") and not s.same("Old Mill", "Corinne")),
    ("The five pilots are Elodie, the one in the silver balloon, the pilot who reached 1000 feet, the pilot who launched from Bluff Park and the one who flew from Old Mill.",
     lambda s: distinct(s, "Elodie", "silver", "1000 feet", "Bluff Park", "Old Mill")),
    ("Elodie flew higher than Darius.", lambda s: s.n(A, "Elodie") > s.n(A, "Darius")),
]
NUM = ")"
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
