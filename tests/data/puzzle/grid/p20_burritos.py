CATEGORIES = [
    ("Friends", ["Pablo", "Quinn", "Rosa", "Sam"]),
    ("Fillings", ["beans", "chicken", "pork", "veggie"]),
    ("Salsas", ["hot", "medium", "mild", "verde"]),
    ("Drinks", ["cola", "horchata", "lemonade", "water"]),
]
SOLUTION = [
    ["Pablo", "pork", "hot", "horchata"],
    ["Quinn", "veggie", "verde", "water"],
    ["Rosa", "chicken", "mild", "cola"],
    ["Sam", "beans", "medium", "lemonade"],
]
CLUES = [
    ("The pork burrito came with hot salsa.", lambda s: s.same("pork", "hot")),
    ("Quinn, who had water, didn't order chicken or beans.",
     lambda s: s.same("Quinn", "water") and not s.same("Quinn", "chicken") and not s.same("Quinn", "beans")),
    ("Rosa had mild salsa, but Sam didn't.", lambda s: s.same("Rosa", "mild") and not s.same("Sam", "mild")),
    ("Neither the pork eater nor the chicken eater drank lemonade.", lambda s: not s.same("pork", "lemonade") and not s.same("chicken", "lemonade")),
    ("The person who drank horchata had hot salsa.", lambda s: s.same("horchata", "hot")),
    ("Sam didn't order veggie, and the veggie burrito didn't come with medium salsa.",
     lambda s: not s.same("Sam", "veggie") and not s.same("veggie", "medium")),
    ("The cola drinker ordered chicken.", lambda s: s.same("cola", "chicken")),
    ("Pablo didn't order beans, and Sam ordered neither pork nor chicken.", lambda s: not s.same("Pablo", "beans") and not s.same("Sam", "pork") and not s.same("Sam", "chicken")),
]
QUESTIONS = [("Who ordered the pork burrito?", lambda s: s.v("Friends", "pork"))]
NUM = None
DOT = False
INTRO = ["Four friends grabbed burritos after class. Each picked a different filling, a different salsa and a different drink."]
OUTRO = []
REMARKS = INTRO + OUTRO
