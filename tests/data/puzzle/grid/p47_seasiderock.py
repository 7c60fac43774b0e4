P = "Prices"
CATEGORIES = [
    ("Children", ["Harry", "Jessica", "Mark", "Sophie"]),
    ("Flavours", ["aniseed", "mint", "strawberry", "toffee"]),
    ("Prices", ["80p", "90p", "£1", "£1.10"], [80, 90, 100, 110]),
]
SOLUTION = [
    ["Harry", "toffee", "90p"],
    ["Jessica", "mint", "£1.10"],
    ["Mark", "aniseed", "80p"],
    ["Sophie", "strawberry", "£1"],
]
CLUES = [
    ("The mint rock was the dearest.", lambda s: s.n(P, "mint") == 110),
    ("Sophie's stick cost 20p more than Mark's.", lambda s: s.n(P, "Sophie") == s.n(P, "Mark") + 20),
    ("Harry didn't choose aniseed, and he paid less than Sophie.",
     lambda s: not s.same("Harry", "aniseed") and s.n(P, "Harry") < s.n(P, "Sophie")),
    ("The strawberry stick cost 10p more than the toffee one.", lambda s: s.n(P, "strawberry") == s.n(P, "toffee") + 10),
    ("Jessica spent more than Sophie.", lambda s: s.n(P, "Jessica") > s.n(P, "Sophie")),
    ("Mark's rock wasn't toffee.", lambda s: not s.same("Mark", "toffee")),
]
QUESTIONS = [("Which flavour did Mark choose?", lambda s: s.v("Flavours", "Mark"))]
NUM = "."
INTRO = ["On the last day of their holiday in Scarborough, four children each spent their pocket money on a stick of rock with the town's name running right through it.",
         "Each chose a different flavour, and the four sticks were all different prices."]
OUTRO = []
REMARKS = INTRO + OUTRO
