# Clue 4, "Celeste's flatmate baked the lemon cake.": no category says who
# shares a flat with whom, so the clue cannot be read; read as "Celeste baked
# the lemon cake" (dropping "flatmate") it gives one solution, which a reader
# must not report.
P = "Prices"
def p(s, x):
    return s.n(P, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Bakers", ["Asha", "Brody", "Celeste", "Dov"]),
    ("Cakes", ["carrot", "coffee", "ginger", "lemon"]),
    ("Prices", ["$3", "$4", "$5", "$6"], [3, 4, 5, 6]),
]
INTRO = ["Four neighbours each baked one cake for the street party's cake stall, and each cake was sold for a different price."]
CLUES = [
    ("The ginger cake was the most expensive.", lambda s: p(s, "ginger") == 6),
    ("Dov baked the coffee cake.", lambda s: s.same("Dov", "coffee")),
    ("Asha's cake sold for $1 more than the carrot cake.", lambda s: p(s, "Asha") == p(s, "carrot") + 1),
    ("Neither Brody nor Celeste baked the ginger cake.", lambda s: not s.same("Brody", "ginger") and not s.same("Celeste", "ginger")),
    ("The coffee cake sold for $4.", lambda s: p(s, "coffee") == 4),
]
BAD = "Celeste's flatmate baked the lemon cake."
ORDER = [c_[0] for c_ in CLUES[:3]] + [BAD] + [c_[0] for c_ in CLUES[3:]]
REFUSED = {
    BAD: {
        "Celeste baked the lemon cake": lambda s: s.same("Celeste", "lemon"),
        "someone other than Celeste baked the lemon cake": lambda s: not s.same("Celeste", "lemon"),
    },
}
EXPECT = 2
QUESTIONS = [("Who baked the lemon cake?", None)]
REMARKS = INTRO
