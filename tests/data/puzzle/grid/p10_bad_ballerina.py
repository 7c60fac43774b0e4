# Clue 3, "The dessert named after a Russian ballerina cost $7.", needs
# outside knowledge (the pavlova is named after Anna Pavlova); no clue or
# remark says which dessert that is.
P = "Prices"
def p(s, x):
    return s.n(P, x)
NUM = ""
DOT = True
CATEGORIES = [
    ("Diners", ["Cosima", "Daku", "Errol", "Freya"]),
    ("Desserts", ["crumble", "pavlova", "tiramisu", "trifle"]),
    ("Prices", ["$6", "$7", "$8", "$9"], [6, 7, 8, 9]),
]
INTRO = ["Four friends each ordered a different dessert at the Old Mill restaurant."]
CLUES = [
    ("The trifle cost $2 more than Errol's dessert.", lambda s: p(s, "trifle") == p(s, "Errol") + 2),
    ("Cosima paid $9.", lambda s: p(s, "Cosima") == 9),
    ("Freya didn't order the crumble.", lambda s: not s.same("Freya", "crumble")),
    ("The tiramisu was cheaper than Daku's dessert.", lambda s: p(s, "tiramisu") < p(s, "Daku")),
    ("Errol paid $6.", lambda s: p(s, "Errol") == 6),
    ("Daku had the trifle.", lambda s: s.same("Daku", "trifle")),
    ("Errol didn't have the pavlova.", lambda s: not s.same("Errol", "pavlova")),
]
BAD = "The dessert named after a Russian ballerina cost $7."
ORDER = [c_[0] for c_ in CLUES[:2]] + [BAD] + [c_[0] for c_ in CLUES[2:]]
REFUSED = {
    BAD: {
        "as the pavlova": lambda s: p(s, "pavlova") == 7,
        "as the crumble": lambda s: p(s, "crumble") == 7,
        "as the tiramisu": lambda s: p(s, "tiramisu") == 7,
        "as the trifle": lambda s: p(s, "trifle") == 7,
    },
}
EXPECT = 2
QUESTIONS = [("Who ordered the pavlova?", None)]
REMARKS = INTRO
