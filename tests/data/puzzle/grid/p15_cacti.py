H = "Heights"
CATEGORIES = [
    ("Owners", ["Mrs Okonkwo", "Mr Lindqvist", "Ms Barros", "Dr Patel"]),
    ("Cacti", ["bunny ears", "golden barrel", "old man cactus", "star cactus"]),
    ("Heights", ["8 cm", "12 cm", "19 cm", "27 cm"], [8, 12, 19, 27]),
    ("Pots", ["blue glaze", "teacup", "terracotta", "tin can"]),
]
SOLUTION = [
    ["Mrs Okonkwo", "golden barrel", "19 cm", "teacup"],
    ["Mr Lindqvist", "star cactus", "8 cm", "terracotta"],
    ["Ms Barros", "old man cactus", "27 cm", "tin can"],
    ["Dr Patel", "bunny ears", "12 cm", "blue glaze"],
]
CLUES = [
    ("The tallest cactus is in a tin can.", lambda s: s.n(H, "tin can") == 27),
    ("Mr Lindqvist's cactus is 4 cm shorter than Dr Patel's.", lambda s: s.n(H, "Mr Lindqvist") == s.n(H, "Dr Patel") - 4),
    ("The golden barrel isn't in the terracotta pot.", lambda s: not s.same("golden barrel", "terracotta")),
    ("Mrs Okonkwo's cactus is taller than the bunny ears but shorter than the old man cactus.",
     lambda s: s.n(H, "bunny ears") < s.n(H, "Mrs Okonkwo") < s.n(H, "old man cactus")),
    ("The cactus in the teacup is 19 cm tall.", lambda s: s.same("teacup", "19 cm")),
    ("Dr Patel doesn't own the star cactus.", lambda s: not s.same("Dr Patel", "star cactus")),
    ("The blue glaze pot holds the bunny ears.", lambda s: s.same("blue glaze", "bunny ears")),
]
QUESTIONS = [("Who owns the golden barrel?", lambda s: s.v("Owners", "golden barrel"))]
NUM = "."
DOT = False
INTRO = ["Our gardening columnist visited four readers who keep a cactus on the kitchen windowsill. Each grows a different kind, of a different height, in a different pot."]
OUTRO = []
REMARKS = INTRO + OUTRO
