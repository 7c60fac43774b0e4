# Clue 2, "Mrs Fereira ordered the lemon drizzle.": there is no Mrs Fereira
# (did you mean Mrs Ferreira?).
T = "Times"
def t(s, x):
    return s.n(T, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Customers", ["Mrs Ferreira", "Mr Gallagher", "Ms Hutton", "Dr Iqbal"]),
    ("Cakes", ["carrot cake", "lemon drizzle", "red velvet", "Victoria sponge"]),
    ("Times", ["9:00am", "10:00am", "11:00am", "12:00pm"], [9, 10, 11, 12]),
]
CLUES = [
    ("The Victoria sponge was collected first.", lambda s: t(s, "Victoria sponge") == 9),
    ("Dr Iqbal collected his cake an hour after Mr Gallagher.", lambda s: t(s, "Dr Iqbal") == t(s, "Mr Gallagher") + 1),
    ("The carrot cake was picked up at 12:00pm.", lambda s: t(s, "carrot cake") == 12),
    ("Ms Hutton didn't order the red velvet.", lambda s: not s.same("Ms Hutton", "red velvet")),
    ("Mr Gallagher's cake isn't the Victoria sponge.", lambda s: not s.same("Mr Gallagher", "Victoria sponge")),
]
BAD = "Mrs Fereira ordered the lemon drizzle."
ORDER = [c_[0] for c_ in CLUES[:1]] + [BAD] + [c_[0] for c_ in CLUES[1:]]
REFUSED = {
    BAD: {
        "as Mrs Ferreira": lambda s: s.same("Mrs Ferreira", "lemon drizzle"),
    },
}
EXPECT = 7
QUESTIONS = [("Who ordered the red velvet?", None)]
