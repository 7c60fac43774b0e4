# Clue 4, "Gareth finished ahead of Tobias, and his boat had the green sail.":
# "his" is Gareth or Tobias, and each reading gives a different answer.
P_ = "Places"
def p(s, x):
    return s.n(P_, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Skippers", ["Gareth", "Hywel", "Tobias", "Wilf"]),
    ("Sails", ["green", "orange", "red", "yellow"]),
    ("Places", ["1st", "2nd", "3rd", "4th"]),
]
INTRO = ["Four skippers raced their model yachts across the boating lake in the park on Sunday morning."]
CLUES = [
    ("The yellow sail finished last.", lambda s: p(s, "yellow") == 4),
    ("Hywel finished one place behind the red sail.", lambda s: p(s, "Hywel") == p(s, "red") + 1),
    ("Wilf's boat did not have the orange sail.", lambda s: not s.same("Wilf", "orange")),
    ("Wilf finished 3rd.", lambda s: p(s, "Wilf") == 3),
    ("Hywel came last.", lambda s: p(s, "Hywel") == 4),
]
BAD = "Gareth finished ahead of Tobias, and his boat had the green sail."
ORDER = [c[0] for c in CLUES[:3]] + [BAD] + [c[0] for c in CLUES[3:]]
REFUSED = {
    BAD: {
        "as Gareth's boat": lambda s: p(s, "Gareth") < p(s, "Tobias") and s.same("Gareth", "green"),
        "as Tobias's boat": lambda s: p(s, "Gareth") < p(s, "Tobias") and s.same("Tobias", "green"),
    },
}
EXPECT = 4
QUESTIONS = [("Who sailed the boat with the orange sail?", None)]
REMARKS = INTRO
