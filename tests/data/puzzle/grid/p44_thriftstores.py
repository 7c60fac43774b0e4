P = "Prices"
CATEGORIES = [
    ("Shoppers", ["Celia", "Dom", "Freya", "Gabe"]),
    ("Items", ["denim jacket", "lamp", "record player", "teapot"]),
    ("Stores", ["Attic Treasures", "Good Finds", "Reuse Depot", "Second Chance"]),
    ("Prices", ["$6", "$9", "$12", "$15"], [6, 9, 12, 15]),
]
SOLUTION = [
    ["Celia", "teapot", "Reuse Depot", "$6"],
    ["Dom", "record player", "Attic Treasures", "$15"],
    ["Freya", "denim jacket", "Good Finds", "$12"],
    ["Gabe", "lamp", "Second Chance", "$9"],
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
    ("The record player cost $3 more than the item from Good Finds.", lambda s: s.n(P, "record player") == s.n(P, "Good Finds") + 3),
    ("Celia's find was the cheapest.", lambda s: s.n(P, "Celia") == 6),
    ("Gabe didn't buy the teapot or the denim jacket.", lambda s: not s.same("Gabe", "teapot") and not s.same("Gabe", "denim jacket")),
    ("The lamp was bought at either Second Chance or Reuse Depot.", lambda s: s.same("lamp", "Second Chance") or s.same("lamp", "Reuse Depot")),
    ("Of Freya and the shopper at Attic Treasures, one bought the denim jacket and the other paid $15.",
     lambda s: one_other(s, "Freya", "Attic Treasures", "denim jacket", "$15")),
    ("The Reuse Depot item cost $6 less than the Good Finds item.", lambda s: s.n(P, "Reuse Depot") == s.n(P, "Good Finds") - 6),
    ("Dom paid $6 more than Gabe.", lambda s: s.n(P, "Dom") == s.n(P, "Gabe") + 6),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
