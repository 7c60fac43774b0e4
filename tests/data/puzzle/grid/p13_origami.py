# Children's magazine: four categories, short clues.
F = "Folds"
def f(s, x):
    return s.n(F, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Children", ["Esme", "Felix", "Gita", "Hugo"]),
    ("Models", ["crane", "frog", "lotus", "fox"]),
    ("Folds", ["12 folds", "18 folds", "24 folds", "30 folds"], [12, 18, 24, 30]),
    ("Papers", ["gold", "pink", "blue", "green"]),
]
SOLUTION = [
    ("Esme", "lotus", "30 folds", "pink"),
    ("Felix", "frog", "12 folds", "green"),
    ("Gita", "crane", "24 folds", "gold"),
    ("Hugo", "fox", "18 folds", "blue"),
]
INTRO = ["At origami club, four children each folded a different model from a different colour of paper."]
CLUES = [
    ("The frog needed the fewest folds.", lambda s: f(s, "frog") == 12),
    ("Gita's model took 6 more folds than Hugo's.", lambda s: f(s, "Gita") == f(s, "Hugo") + 6),
    ("Esme folded pink paper.", lambda s: s.same("Esme", "pink")),
    ("The crane was made from gold paper.", lambda s: s.same("crane", "gold")),
    ("The lotus needed more folds than any other model.", lambda s: f(s, "lotus") == 30),
    ("Felix's paper was green.", lambda s: s.same("Felix", "green")),
    ("Hugo didn't make the crane.", lambda s: not s.same("Hugo", "crane")),
    ("Felix made the frog.", lambda s: s.same("Felix", "frog")),
]
REMARKS = INTRO
