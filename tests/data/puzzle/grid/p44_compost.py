W = "Times"
CATEGORIES = [
    ("Gardeners", ["Kirra", "Lars", "Mina", "Nico"]),
    ("Bins", ["tumbler", "wire cage", "wooden box", "worm bin"]),
    ("Ingredients", ["coffee grounds", "eggshells", "grass clippings", "leaves"]),
    ("Times", ["6 weeks", "8 weeks", "10 weeks", "12 weeks"], [6, 8, 10, 12]),
]
SOLUTION = [
    ["Kirra", "worm bin", "coffee grounds", "6 weeks"],
    ["Lars", "wire cage", "leaves", "12 weeks"],
    ["Mina", "tumbler", "grass clippings", "8 weeks"],
    ["Nico", "wooden box", "eggshells", "10 weeks"],
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
    ("The tumbler's compost was ready 4 weeks sooner than Lars's.", lambda s: s.n(W, "tumbler") == s.n(W, "Lars") - 4),
    ("Kirra's compost took the least time.", lambda s: s.n(W, "Kirra") == 6),
    ("The leaves weren't composted in the tumbler or the worm bin.", lambda s: not s.same("leaves", "tumbler") and not s.same("leaves", "worm bin")),
    ("Of Nico and the gardener who added coffee grounds, one has the worm bin and the other's compost took 10 weeks.",
     lambda s: one_other(s, "Nico", "coffee grounds", "worm bin", "10 weeks")),
    ("The grass clippings compost took 2 weeks less than the eggshell compost.", lambda s: s.n(W, "grass clippings") == s.n(W, "eggshells") - 2),
    ("Mina doesn't use the wire cage.", lambda s: not s.same("Mina", "wire cage")),
    ("The wire cage compost took 4 weeks longer than Mina's.", lambda s: s.n(W, "wire cage") == s.n(W, "Mina") + 4),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
