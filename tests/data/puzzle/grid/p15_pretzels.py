CATEGORIES = [
    ("Children", ["Hugo", "Isla", "Jack", "Lily"]),
    ("Shapes", ["heart", "knot", "letter S", "star"]),
    ("Toppings", ["cinnamon", "salt", "seeds", "sugar"]),
]
SOLUTION = [
    ["Hugo", "star", "seeds"],
    ["Isla", "heart", "sugar"],
    ["Jack", "letter S", "salt"],
    ["Lily", "knot", "cinnamon"],
]
CLUES = [
    ("Isla made a heart.", lambda s: s.same("Isla", "heart")),
    ("The star had seeds on top.", lambda s: s.same("star", "seeds")),
    ("Jack used salt.", lambda s: s.same("Jack", "salt")),
    ("Lily did not make the star.", lambda s: not s.same("Lily", "star")),
    ("The knot was covered in cinnamon.", lambda s: s.same("knot", "cinnamon")),
    ("Hugo did not use cinnamon.", lambda s: not s.same("Hugo", "cinnamon")),
]
QUESTIONS = [("What shape did Lily make?", lambda s: s.v("Shapes", "Lily"))]
NUM = "."
DOT = False
INTRO = ["Four children baked pretzels at cooking club. Each one twisted the dough into a different shape and put a different topping on it."]
OUTRO = []
REMARKS = INTRO + OUTRO
