W = "Weights"
def w(s, x):
    return s.n(W, x)
NUM = "1."
INTRO = ["Four children weighed their hamsters on the kitchen scales. Who owns which hamster, and how heavy is each one?"]
REMARKS = INTRO
CATEGORIES = [
    ("Hamsters", ["Biscuit", "Nibbles", "Peanut", "Whiskers"]),
    ("Weights", ["95 g", "110 g", "125 g", "140 g"], [95, 110, 125, 140]),
    ("Owners", ["Chloe", "Finn", "Leo", "Ruby"]),
]
SOLUTION = [("Biscuit", "125 g", "Leo"), ("Nibbles", "95 g", "Ruby"), ("Peanut", "140 g", "Chloe"), ("Whiskers", "110 g", "Finn")]
CLUES = [
    ("Peanut is the heaviest hamster.", lambda s: w(s, "Peanut") == 140),
    ("Ruby's hamster weighs 15 g less than Finn's.", lambda s: w(s, "Ruby") == w(s, "Finn") - 15),
    ("Leo's hamster is not Whiskers.", lambda s: not s.same("Leo", "Whiskers")),
    ("Biscuit is heavier than Whiskers.", lambda s: w(s, "Biscuit") > w(s, "Whiskers")),
    ("Chloe's hamster weighs 140 g.", lambda s: w(s, "Chloe") == 140),
    ("Nibbles is the lightest hamster.", lambda s: w(s, "Nibbles") == 95),
    ("Biscuit does not belong to Finn.", lambda s: not s.same("Biscuit", "Finn")),
]
QUESTIONS = [("Who owns Biscuit?", lambda s: s.v("Owners", "Biscuit"))]
