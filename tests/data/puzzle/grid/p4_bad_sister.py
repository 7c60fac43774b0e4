# Clue 3, "Wanda's sister ordered the lemon tart.", names a relation that no
# category expresses: the puzzle says nothing about who is whose sister.
P = "Prices"
def c(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Diners", ["Ulla", "Vera", "Wanda", "Xenia"]),
    ("Desserts", ["crème brûlée", "lemon tart", "panna cotta", "tiramisu"]),
    ("Prices", ["$6.50", "$7.00", "$7.50", "$8.00"], [650, 700, 750, 800]),
]
CLUES = [
    ("Ulla paid 50 cents more than the friend who had the panna cotta.",
     lambda s: c(s, "Ulla") == c(s, "panna cotta") + 50),
    ("The tiramisu was the most expensive dessert on the menu.", lambda s: c(s, "tiramisu") == 800),
    ("Xenia paid less than Vera.", lambda s: c(s, "Xenia") < c(s, "Vera")),
    ("The crème brûlée cost 50 cents more than the lemon tart.", lambda s: c(s, "crème brûlée") == c(s, "lemon tart") + 50),
    ("Vera didn't have the tiramisu.", lambda s: not s.same("Vera", "tiramisu")),
]
REFUSED = {
    "Wanda's sister ordered the lemon tart.": {
        "misread as 'Wanda ordered the lemon tart'": lambda s: s.same("Wanda", "lemon tart"),
        "someone other than Wanda ordered it (the sound part)": lambda s: not s.same("Wanda", "lemon tart"),
    },
}
EXPECT = 4
REMARKS = ["Four friends finished lunch at the Corner Bistro with a dessert each, no two the same and no two at the same price."]
QUESTIONS = [("Who had the crème brûlée?", None)]
