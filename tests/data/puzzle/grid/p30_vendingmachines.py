P = "Prices"
CATEGORIES = [
    ("Locations", ["arcade", "bus depot", "gym", "hospital", "library"]),
    ("Snacks", ["chips", "cookies", "granola bar", "pretzels", "trail mix"]),
    ("Prices", ["$1.25", "$1.50", "$1.75", "$2.00", "$2.25"], [125, 150, 175, 200, 225]),
]
SOLUTION = [
    ["arcade", "cookies", "$1.50"],
    ["bus depot", "pretzels", "$2.25"],
    ["gym", "granola bar", "$2.00"],
    ["hospital", "trail mix", "$1.75"],
    ["library", "chips", "$1.25"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The granola bar costs 50 cents more than the cookies.",
     lambda s: s.n(P, "granola bar") == s.n(P, "cookies") + 50),
    ("The machine at the bus depot charges the most.",
     lambda s: s.n(P, "bus depot") == 225),
    ("The chips cost 50 cents less than the trail mix.",
     lambda s: s.n(P, "chips") == s.n(P, "trail mix") - 50),
    ("The $1.75 snack is either the trail mix or the one sold at the gym.",
     lambda s: s.same("$1.75", "trail mix") != s.same("$1.75", "gym")),
    ("Of the library machine and the arcade machine, one sells chips and the other charges $1.50.",
     lambda s: one_other(s, "library", "arcade", "chips", "$1.50")),
    ("The pretzels aren't sold at the hospital.",
     lambda s: not s.same("pretzels", "hospital")),
    ("The library machine's snack is cheaper than the arcade machine's.",
     lambda s: s.n(P, "library") < s.n(P, "arcade")),
]
NUM = None
DOT = False
INTRO = ["Five vending machines around town were each stocked with a single snack, each sold at a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
