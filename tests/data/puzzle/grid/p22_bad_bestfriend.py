N = "Slices sold"
CATEGORIES = [
    ("Bakers", ["Ava", "Ben", "Cal", "Dot"]),
    ("Cakes", ["carrot", "chocolate", "coffee", "lemon"]),
    ("Slices sold", ["8", "10", "12", "14"], [8, 10, 12, 14]),
]
CLUES = [
    ("The lemon cake sold more slices than any other.", lambda s: s.n(N, "lemon") == 14),
    ("Ava sold 4 more slices than Cal.", lambda s: s.n(N, "Ava") == s.n(N, "Cal") + 4),
    ("Ben sold the fewest slices.", lambda s: s.n(N, "Ben") == 8),
    ("The coffee cake sold 12 slices.", lambda s: s.same("coffee", "12")),
]
BAD = (3, "Ben's best friend baked the carrot cake.")
REFUSED = {BAD[1]: {
    "'Ben baked the carrot cake'": lambda s: s.same("Ben", "carrot"),
    "'someone other than Ben baked the carrot cake'": lambda s: not s.same("Ben", "carrot"),
}}
EXPECT = 2
QUESTIONS = [("Who baked the chocolate cake?", lambda s: s.v("Bakers", "chocolate"))]
NUM = ")"
DOT = True
INTRO = ["Four friends each baked a cake for the school bake sale and sold it by the slice."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Ben's best friend baked the carrot cake.", must be refused: no category
says who is whose best friend, so the clue cannot be read from the puzzle's
categories (it does not even say that the friend is one of the four bakers).
Without it the puzzle has two solutions: Ben and Cal share the carrot and
chocolate cakes either way. Misread as "Ben baked the carrot cake" (the
possessive dropped) it gives one solution, with Cal's chocolate cake; read as
"someone other than Ben baked the carrot cake" it gives the other, with Ben's
chocolate cake. Either answer to the question is a guess."""
