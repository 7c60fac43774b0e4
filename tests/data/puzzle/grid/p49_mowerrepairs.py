C = "Costs"
CATEGORIES = [
    ("Customers", ["Mr. Abbott", "Mrs. Brandt", "Ms. Cho", "Mr. Delgado"]),
    ("Mowers", ["push mower", "reel mower", "riding mower", "self-propelled mower"]),
    ("Problems", ["broken belt", "clogged carburetor", "dull blade", "flat tire"]),
    ("Costs", ["$25", "$40", "$55", "$70"], [25, 40, 55, 70]),
]
SOLUTION = [
    ["Mr. Abbott", "riding mower", "broken belt", "$70"],
    ["Mrs. Brandt", "reel mower", "dull blade", "$25"],
    ["Ms. Cho", "self-propelled mower", "clogged carburetor", "$55"],
    ["Mr. Delgado", "push mower", "flat tire", "$40"],
]
def one_other(s, a, b, x, y):
    return (s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x))
CLUES = [
    ("Hank charged $15 more to fix the clogged carburetor than he charged Mr. Delgado.",
     lambda s: s.n(C, "clogged carburetor") == s.n(C, "Mr. Delgado") + 15),
    ("The riding mower's repair was the most expensive.", lambda s: s.n(C, "riding mower") == 70),
    ("Mrs. Brandt's bill was the smallest, and her mower didn't have a flat tire.",
     lambda s: s.n(C, "Mrs. Brandt") == 25 and not s.same("Mrs. Brandt", "flat tire")),
    ("Of Ms. Cho and the man with the push mower, one paid $55 and the other had a flat tire.",
     lambda s: not s.same("Ms. Cho", "push mower") and one_other(s, "Ms. Cho", "push mower", "$55", "flat tire")),
    ("The broken belt wasn't on the reel mower.", lambda s: not s.same("broken belt", "reel mower")),
    ("The flat tire cost $15 more to fix than the dull blade.", lambda s: s.n(C, "flat tire") == s.n(C, "dull blade") + 15),
    ("Mr. Delgado paid less than Ms. Cho.", lambda s: s.n(C, "Mr. Delgado") < s.n(C, "Ms. Cho")),
    ("Ms. Cho didn't bring in the reel mower.", lambda s: not s.same("Ms. Cho", "reel mower")),
    ("Mr. Abbott doesn't own the self-propelled mower.", lambda s: not s.same("Mr. Abbott", "self-propelled mower")),
]
QUESTIONS = [
    ("Who owns the reel mower?", lambda s: s.v("Customers", "reel mower")),
    ("How much did Mr. Abbott pay?", lambda s: s.v(C, "Mr. Abbott")),
]
NUM = "."
INTRO = ["Hank's Small Engine Shop fixed four lawn mowers on Saturday. Each belonged to a different customer, had a different problem, and cost a different amount to fix."]
OUTRO = []
REMARKS = INTRO + OUTRO
