L = "Lengths"
CATEGORIES = [
    ("Children", ["Mia", "Noah", "Zoe"]),
    ("Fish", ["Bubbles", "Flash", "Goldie"]),
    ("Lengths", ["2 cm", "3 cm", "4 cm"], [2, 3, 4]),
]
SOLUTION = [
    ["Mia", "Flash", "4 cm"],
    ["Noah", "Goldie", "2 cm"],
    ["Zoe", "Bubbles", "3 cm"],
]
CLUES = [
    ("Goldie is the smallest fish.", lambda s: s.n(L, "Goldie") == 2),
    ("Zoe's fish is 1 cm longer than Noah's fish.", lambda s: s.n(L, "Zoe") == s.n(L, "Noah") + 1),
    ("Mia's fish is not called Bubbles, and it isn't the smallest.",
     lambda s: not s.same("Mia", "Bubbles") and s.n(L, "Mia") != 2),
]
QUESTIONS = [("Whose goldfish is called Bubbles?", lambda s: s.v("Children", "Bubbles"))]
NUM = None
DOT = True
INTRO = ["Mia, Noah and Zoe each won a goldfish at the school fair. Each child gave the fish a name, and the three fish are different lengths."]
OUTRO = []
REMARKS = INTRO + OUTRO
