# App style: percentages, "respectively", unnumbered.
DS = "Discounts"
def ds(s, x):
    return s.n(DS, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Shoppers", ["Keisha", "Lars", "Mirela", "Nathaniel"]),
    ("Items", ["armchair", "bicycle", "rug", "television"]),
    ("Discounts", ["10%", "15%", "25%", "40%"], [10, 15, 25, 40]),
]
SOLUTION = [
    ("Keisha", "rug", "40%"),
    ("Lars", "bicycle", "15%"),
    ("Mirela", "television", "10%"),
    ("Nathaniel", "armchair", "25%"),
]
CLUES = [
    ("The rug had the biggest discount.", lambda s: ds(s, "rug") == 40),
    ("Lars got 5 percentage points more off than Mirela.", lambda s: ds(s, "Lars") == ds(s, "Mirela") + 5),
    ("Nathaniel and Keisha bought the armchair and the rug, respectively.",
     lambda s: s.same("Nathaniel", "armchair") and s.same("Keisha", "rug")),
    ("The television was not discounted by 15%.", lambda s: not s.same("television", "15%")),
    ("Mirela bought either the television or the bicycle.", lambda s: s.same("Mirela", "television") != s.same("Mirela", "bicycle")),
]
