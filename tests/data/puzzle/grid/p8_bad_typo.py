# Clue 3, "Lara paid more than Nils.", names nobody: the buyers are Mara,
# Nils, Otto and Tara, and "Lara" is one letter from both Mara and Tara.
P = "Prices"
def p(s, x):
    return s.n(P, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Buyers", ["Mara", "Nils", "Otto", "Tara"]),
    ("Plants", ["cactus", "fern", "ivy", "orchid"]),
    ("Prices", ["$4", "$6", "$9", "$15"], [4, 6, 9, 15]),
]
CLUES = [
    ("The orchid was the most expensive plant.", lambda s: p(s, "orchid") == 15),
    ("Otto bought the ivy.", lambda s: s.same("Otto", "ivy")),
    ("Nils didn't buy the cheapest plant.", lambda s: p(s, "Nils") != 4),
    ("The cactus cost $6.", lambda s: p(s, "cactus") == 6),
    ("Neither Mara nor Tara bought the cactus.", lambda s: not s.same("Mara", "cactus") and not s.same("Tara", "cactus")),
    ("Otto's plant cost more than the fern.", lambda s: p(s, "Otto") > p(s, "fern")),
]
BAD = "Lara paid more than Nils."
ORDER = [CLUES[0][0], CLUES[1][0], BAD] + [c[0] for c in CLUES[2:]]
REFUSED = {
    BAD: {
        "as Mara": lambda s: p(s, "Mara") > p(s, "Nils"),
        "as Tara": lambda s: p(s, "Tara") > p(s, "Nils"),
    },
}
EXPECT = 2
QUESTIONS = [("Who bought the fern?", None)]
