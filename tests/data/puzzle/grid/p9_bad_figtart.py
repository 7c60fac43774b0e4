# Clue 5, "The fig tart cost $9.": no dessert is a fig tart; the desserts
# are an apple tart and a fig roll (among others), and each guess gives a
# different unique solution.
P = "Prices"
def p(s, x):
    return s.n(P, x)
NUM = ""
CATEGORIES = [
    ("Diners", ["Bettina", "Corwin", "Dagmar", "Emrys"]),
    ("Desserts", ["apple tart", "brownie", "fig roll", "pavlova"]),
    ("Prices", ["$6", "$7.50", "$9", "$11"], [600, 750, 900, 1100]),
]
CLUES = [
    ("Bettina paid the most.", lambda s: p(s, "Bettina") == 1100),
    ("Corwin paid less than anyone else.", lambda s: p(s, "Corwin") == 600),
    ("Corwin ordered the brownie.", lambda s: s.same("Corwin", "brownie")),
    ("Dagmar paid $1.50 more than Emrys.", lambda s: p(s, "Dagmar") == p(s, "Emrys") + 150),
    ("The pavlova was the priciest dessert.", lambda s: p(s, "pavlova") == 1100),
]
BAD = "The fig tart cost $9."
ORDER = [c[0] for c in CLUES] + [BAD]
REFUSED = {
    BAD: {
        "as the fig roll": lambda s: s.same("fig roll", "$9"),
        "as the apple tart": lambda s: s.same("apple tart", "$9"),
    },
}
EXPECT = 2
QUESTIONS = [("Who ordered the fig roll?", None)]
