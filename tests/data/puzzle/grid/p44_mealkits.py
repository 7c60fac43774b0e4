P = "Prices"
CATEGORIES = [
    ("Customers", ["Harper", "Isaac", "Jada", "Kemal"]),
    ("Meals", ["beef stir-fry", "chicken curry", "salmon bowl", "veggie tacos"]),
    ("Prices", ["$8.49", "$9.49", "$10.49", "$11.49"], [849, 949, 1049, 1149]),
]
SOLUTION = [
    ["Harper", "salmon bowl", "$11.49"],
    ["Isaac", "veggie tacos", "$8.49"],
    ["Jada", "chicken curry", "$10.49"],
    ["Kemal", "beef stir-fry", "$9.49"],
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
    ("The salmon bowl cost $1 more than Jada's kit.", lambda s: s.n(P, "salmon bowl") == s.n(P, "Jada") + 100),
    ("The cheapest kit was Isaac's.", lambda s: s.n(P, "Isaac") == 849),
    ("Kemal's kit cost $1.00 less than the chicken curry.", lambda s: s.n(P, "Kemal") == s.n(P, "chicken curry") - 100),
    ("The veggie tacos weren't ordered by Harper or Kemal.", lambda s: not s.same("veggie tacos", "Harper") and not s.same("veggie tacos", "Kemal")),
    ("Jada paid more than Kemal.", lambda s: s.n(P, "Jada") > s.n(P, "Kemal")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
