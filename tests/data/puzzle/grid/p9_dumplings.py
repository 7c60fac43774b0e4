C = "Counts"
def c(s, x):
    return s.n(C, x)
NUM = ""
CATEGORIES = [
    ("Diners", ["Aurelio", "Bao", "Constance", "Desmond", "Evangeline"]),
    ("Fillings", ["chive", "kimchi", "mushroom", "pork", "shrimp"]),
    ("Counts", ["6 dumplings", "9 dumplings", "12 dumplings", "15 dumplings", "18 dumplings"], [6, 9, 12, 15, 18]),
]
SOLUTION = [("Aurelio", "kimchi", "15 dumplings"), ("Bao", "pork", "18 dumplings"), ("Constance", "chive", "6 dumplings"), ("Desmond", "shrimp", "12 dumplings"), ("Evangeline", "mushroom", "9 dumplings")]
INTRO = ["Five friends went out for dumplings, and each picked a different filling."]
REMARKS = INTRO
CLUES = [
    ("Bao ate more dumplings than anyone else.", lambda s: c(s, "Bao") == 18),
    ("The person who chose shrimp ate 3 more dumplings than Evangeline.", lambda s: c(s, "shrimp") == c(s, "Evangeline") + 3),
    ("Constance ate the fewest dumplings.", lambda s: c(s, "Constance") == 6),
    ("The kimchi dumplings were not eaten by Desmond.", lambda s: not s.same("kimchi", "Desmond")),
    ("Aurelio ate 9 more dumplings than the chive eater.", lambda s: c(s, "Aurelio") == c(s, "chive") + 9),
    ("Either Evangeline or Bao ordered the pork.", lambda s: s.same("Evangeline", "pork") != s.same("Bao", "pork")),
    ("Whoever ate 9 dumplings chose the mushroom.", lambda s: s.same("9 dumplings", "mushroom")),
    ("Desmond ate more dumplings than Evangeline.", lambda s: c(s, "Desmond") > c(s, "Evangeline")),
]
QUESTIONS = [("How many dumplings did Desmond eat?", lambda s: s.v(C, "Desmond"))]
