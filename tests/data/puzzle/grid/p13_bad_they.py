# Clue 3, "The Okafors finished ahead of the Lindqvists, and they brought the
# trifle.": "they" can be the Okafors or the Lindqvists; each reading gives a
# different unique solution.
P = "Places"
def p(s, x):
    return s.n(P, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Families", ["the Fords", "the Lindqvists", "the Okafors", "the Pereiras"]),
    ("Dishes", ["coleslaw", "quiche", "scones", "trifle"]),
    ("Places", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
]
INTRO = ["Four families entered the bring-a-dish contest at the Millfield street party. Each brought something different, and the judges placed them 1st to 4th."]
CLUES = [
    ("The Pereiras came 4th.", lambda s: p(s, "the Pereiras") == 4),
    ("The Fords brought the quiche.", lambda s: s.same("the Fords", "quiche")),
    ("The quiche came 2nd.", lambda s: p(s, "quiche") == 2),
    ("The Pereiras didn't bring the scones.", lambda s: not s.same("the Pereiras", "scones")),
]
BAD = "The Okafors finished ahead of the Lindqvists, and they brought the trifle."
ORDER = [c_[0] for c_ in CLUES[:2]] + [BAD] + [c_[0] for c_ in CLUES[2:]]
REFUSED = {
    BAD: {
        "they = the Okafors": lambda s: p(s, "the Okafors") < p(s, "the Lindqvists") and s.same("the Okafors", "trifle"),
        "they = the Lindqvists": lambda s: p(s, "the Okafors") < p(s, "the Lindqvists") and s.same("the Lindqvists", "trifle"),
    },
}
EXPECT = 8
QUESTIONS = [("Who brought the trifle?", None)]
REMARKS = INTRO
