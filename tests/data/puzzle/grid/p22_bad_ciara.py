P = "Pages"
CATEGORIES = [
    ("Readers", ["Cara", "Clara", "Kiera", "Nell"]),
    ("Books", ["adventure story", "fairy tales", "history book", "poems"]),
    ("Pages", ["96 pages", "128 pages", "160 pages", "192 pages"], [96, 128, 160, 192]),
]
CLUES = [
    ("Nell read the shortest book.", lambda s: s.n(P, "Nell") == 96),
    ("The poems had fewer pages than any other book.", lambda s: s.n(P, "poems") == 96),
    ("The adventure story had 32 more pages than the fairy tales.",
     lambda s: s.n(P, "adventure story") == s.n(P, "fairy tales") + 32),
    ("The history book had more pages than the fairy tales.", lambda s: s.n(P, "history book") > s.n(P, "fairy tales")),
    ("Clara's book had 32 pages more than Cara's.", lambda s: s.n(P, "Clara") == s.n(P, "Cara") + 32),
]
BAD = (4, "Ciara read the longest book.")
REFUSED = {BAD[1]: {
    "'Cara read the longest book'": lambda s: s.n(P, "Cara") == 192,
    "'Clara read the longest book'": lambda s: s.n(P, "Clara") == 192,
    "'Kiera read the longest book'": lambda s: s.n(P, "Kiera") == 192,
}}
EXPECT = 2
QUESTIONS = [("Who read the history book?", lambda s: s.v("Readers", "history book"))]
NUM = "."
DOT = False
INTRO = ["The four girls in the summer reading club each chose a different book from the library."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Ciara read the longest book.", must be refused: there is no Ciara among
the readers (Cara, Clara, Kiera, Nell). The name is one letter away from both
Cara and Clara and sounds like Kiera, so it cannot be mended with confidence.
Without the clue the puzzle has two solutions (the history book is Clara's or
Kiera's). Read as Cara it has no solution; read as Clara it gives one solution
and read as Kiera the other, so a reader that guesses the nearest name answers
the question confidently and may be wrong."""
