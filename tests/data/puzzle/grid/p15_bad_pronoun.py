P = "Places"
CATEGORIES = [
    ("Riders", ["Petra", "Quinn", "Rhoda", "Signe"]),
    ("Horses", ["Biscuit", "Conker", "Duchess", "Willow"]),
    ("Places", ["1st", "2nd", "3rd", "4th"]),
]
CLUES = [
    ("Rhoda finished last.", lambda s: s.n(P, "Rhoda") == 4),
    ("Signe rode Conker.", lambda s: s.same("Signe", "Conker")),
    ("Conker finished one place ahead of Duchess.", lambda s: s.n(P, "Conker") == s.n(P, "Duchess") - 1),
    ("Petra finished ahead of Quinn.", lambda s: s.n(P, "Petra") < s.n(P, "Quinn")),
    ("Willow didn't come first.", lambda s: s.n(P, "Willow") != 1),
    ("Signe came first.", lambda s: s.n(P, "Signe") == 1),
]
BAD = (4, "Quinn beat Rhoda, and she was riding Biscuit.")
REFUSED = {BAD[1]: {
    "she = Quinn": lambda s: s.n(P, "Quinn") < s.n(P, "Rhoda") and s.same("Quinn", "Biscuit"),
    "she = Rhoda": lambda s: s.n(P, "Quinn") < s.n(P, "Rhoda") and s.same("Rhoda", "Biscuit"),
}}
EXPECT = 2
NUM = ")"
DOT = True
INTRO = ["Four riders took part in the pony club's cross-country round. Each rode a different horse and finished in a different place."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Quinn beat Rhoda, and she was riding Biscuit.", must be refused: "she"
can be Quinn or Rhoda, and the two readings give two different unique solutions.
Without clue 5 the puzzle has two solutions."""
