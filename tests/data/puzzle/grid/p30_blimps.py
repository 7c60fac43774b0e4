L = "Lengths"
Y = "First flights"
CATEGORIES = [
    ("Blimps", ["Albatross", "Cloudrunner", "Skylark", "Stratos"]),
    ("Sponsors", ["bank", "insurer", "soda maker", "tire company"]),
    ("Lengths", ["178 ft", "192 ft", "206 ft", "220 ft"], [178, 192, 206, 220]),
    ("First flights", ["1998", "2003", "2008", "2013"], [1998, 2003, 2008, 2013]),
]
SOLUTION = [
    ["Albatross", "tire company", "206 ft", "1998"],
    ["Cloudrunner", "bank", "178 ft", "2013"],
    ["Skylark", "soda maker", "220 ft", "2008"],
    ["Stratos", "insurer", "192 ft", "2003"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The longest blimp first flew 5 years after the Stratos.",
     lambda s: s.n(Y, "220 ft") == s.n(Y, "Stratos") + 5),
    ("The Cloudrunner is 14 ft shorter than the insurer's blimp.",
     lambda s: s.n(L, "Cloudrunner") == s.n(L, "insurer") - 14),
    ("The tire company's blimp is the oldest.",
     lambda s: s.same("tire company", "1998")),
    ("The 206-ft blimp is either the Albatross or the bank's.",
     lambda s: s.same("206 ft", "Albatross") != s.same("206 ft", "bank")),
    ("Of the Skylark and the blimp that first flew in 2013, one is the bank's and the other is 220 ft long.",
     lambda s: one_other(s, "Skylark", "2013", "bank", "220 ft")),
    ("The Stratos isn't the soda maker's.",
     lambda s: not s.same("Stratos", "soda maker")),
    ("The Skylark is 28 ft longer than the Stratos.",
     lambda s: s.n(L, "Skylark") == s.n(L, "Stratos") + 28),
    ("The Albatross first flew 15 years before the Cloudrunner.",
     lambda s: s.n(Y, "Albatross") == s.n(Y, "Cloudrunner") - 15),
]
NUM = None
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
