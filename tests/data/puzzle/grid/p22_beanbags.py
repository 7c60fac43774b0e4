P = "Points"
CATEGORIES = [
    ("Children", ["Sara", "Theo", "Una"]),
    ("Beanbags", ["blue", "orange", "purple"]),
    ("Points", ["10 points", "20 points", "30 points"], [10, 20, 30]),
]
SOLUTION = [
    ["Sara", "orange", "20 points"],
    ["Theo", "purple", "30 points"],
    ["Una", "blue", "10 points"],
]
CLUES = [
    ("The blue beanbag scored 20 points fewer than the purple one.", lambda s: s.n(P, "blue") == s.n(P, "purple") - 20),
    ("Una scored fewer points than either of the others.", lambda s: s.n(P, "Una") == 10),
    ("Theo didn't throw the orange beanbag.", lambda s: not s.same("Theo", "orange")),
]
QUESTIONS = [("How many points did Sara score?", lambda s: s.v(P, "Sara"))]
NUM = None
DOT = True
INTRO = ["In the beanbag throw at sports day, three children each threw a beanbag of a different colour at the target."]
OUTRO = []
REMARKS = INTRO + OUTRO
