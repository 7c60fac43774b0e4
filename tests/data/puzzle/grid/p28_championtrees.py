H = "Heights"
A = "Ages"
CATEGORIES = [
    ("Trees", ["bur oak", "sugar maple", "sycamore", "tulip poplar", "white pine"]),
    ("Heights", ["98 ft", "106 ft", "114 ft", "122 ft", "130 ft"], [98, 106, 114, 122, 130]),
    ("Ages", ["150 years", "175 years", "200 years", "225 years", "250 years"], [150, 175, 200, 225, 250]),
]
SOLUTION = [
    ["bur oak", "98 ft", "250 years"],
    ["sugar maple", "106 ft", "175 years"],
    ["sycamore", "122 ft", "200 years"],
    ["tulip poplar", "130 ft", "150 years"],
    ["white pine", "114 ft", "225 years"],
]
CLUES = [
    ("The 200-year-old tree stands 16 ft taller than the sugar maple.",
     lambda s: s.n(H, "200 years") == s.n(H, "sugar maple") + 16),
    ("The bur oak is the oldest tree, but it's also the shortest.",
     lambda s: s.n(A, "bur oak") == 250 and s.n(H, "bur oak") == 98),
    ("The white pine is 25 years older than the sycamore.",
     lambda s: s.n(A, "white pine") == s.n(A, "sycamore") + 25),
    ("The tallest tree is the youngest.",
     lambda s: s.same("130 ft", "150 years")),
    ("Of the sugar maple and the 130-ft tree, one is 175 years old and the other is the tulip poplar.",
     lambda s: not s.same("sugar maple", "130 ft") and (
         (s.same("sugar maple", "175 years") and s.same("130 ft", "tulip poplar")) or
         (s.same("sugar maple", "tulip poplar") and s.same("130 ft", "175 years")))),
]
QUESTIONS = [("How tall is the white pine?", lambda s: s.v("Heights", "white pine"))]
NUM = "."
DOT = False
INTRO = ["The county's register of champion trees lists five trees."]
OUTRO = []
REMARKS = INTRO + OUTRO
