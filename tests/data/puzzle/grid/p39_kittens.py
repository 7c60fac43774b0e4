CATEGORIES = [
    ("Kittens", ["Biscuit", "Mittens", "Pepper", "Socks"]),
    ("Colours", ["ginger", "black", "tabby", "white"]),
    ("Owners", ["the Barkers", "the Coles", "the Fieldings", "the Nguyens"]),
]
SOLUTION = [
    ["Biscuit", "ginger", "the Coles"],
    ["Mittens", "white", "the Nguyens"],
    ["Pepper", "black", "the Barkers"],
    ["Socks", "tabby", "the Fieldings"],
]
CLUES = [
    ("The ginger kitten went to the Coles.", lambda s: s.same("ginger", "the Coles")),
    ("Pepper isn't white, and she didn't go to the Fieldings.",
     lambda s: not s.same("Pepper", "white") and not s.same("Pepper", "the Fieldings")),
    ("The Barkers took the black kitten, which wasn't Socks.",
     lambda s: s.same("the Barkers", "black") and not s.same("Socks", "black")),
    ("Mittens, who isn't tabby, didn't go to the Coles or the Barkers.",
     lambda s: not s.same("Mittens", "tabby") and not s.same("Mittens", "the Coles") and not s.same("Mittens", "the Barkers")),
    ("Of Biscuit and Mittens, one is ginger and the other went to the Nguyens.",
     lambda s: (s.same("Biscuit", "ginger") and s.same("Mittens", "the Nguyens")) or (s.same("Mittens", "ginger") and s.same("Biscuit", "the Nguyens"))),
    ("The Nguyens didn't take Socks.", lambda s: not s.same("Socks", "the Nguyens")),
]
QUESTIONS = [("Which kitten did the Fieldings take?", lambda s: s.v("Kittens", "the Fieldings"))]
NUM = "."
DOT = False
INTRO = ["Our cat had four kittens, and now each of them has gone to a new home."]
OUTRO = []
REMARKS = INTRO + OUTRO
