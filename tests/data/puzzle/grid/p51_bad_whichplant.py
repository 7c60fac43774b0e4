S = "Sunflowers"
B = "Bean plants"
CATEGORIES = [
    ("Children", ["Amy", "Ben", "Cara", "Dylan"]),
    ("Sunflowers", ["1.6 m", "1.7 m", "1.8 m", "1.9 m"], [160, 170, 180, 190]),
    ("Bean plants", ["1.2 m", "1.3 m", "1.4 m", "1.5 m"], [120, 130, 140, 150]),
]
CLUES = [
    ("Amy's sunflower was the tallest of the four.", lambda s: s.n(S, "Amy") == 190),
    ("Both of Ben's plants were the shortest of their kind.", lambda s: s.n(B, "Ben") == 120 and s.n(S, "Ben") == 160),
    ("The child whose sunflower reached 1.7 m had a bean plant of 1.5 m.", lambda s: s.same("1.7 m", "1.5 m")),
    ("Amy's bean plant was 10 cm shorter than Cara's.", lambda s: s.n(B, "Amy") == s.n(B, "Cara") - 10),
]
BAD = (4, "Dylan's plant grew 10 cm taller than Cara's.")
REFUSED = {BAD[1]: {
    "the sunflowers": lambda s: s.n(S, "Dylan") == s.n(S, "Cara") + 10,
    "the bean plants": lambda s: s.n(B, "Dylan") == s.n(B, "Cara") + 10,
}}
EXPECT = 2
NUM = "."
INTRO = ["In the school's growing competition each of four children raised one sunflower and one runner-bean plant, and at the end of term every plant was measured. No two sunflowers reached the same height, and no two bean plants did either."]
ASK = "Can you work out how tall each child's two plants grew?"
QUESTIONS = [("How tall was Dylan's sunflower?", lambda s: s.v(S, "Dylan"))]
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
BAD_WHY = """Clue 4 must be refused: each child grew two plants, so "Dylan's plant" and
"Cara's" could mean the sunflowers or the bean plants, and the clue does not say
which. Without it the puzzle has two solutions; read as the sunflowers it gives
one and read as the bean plants it gives the other."""
