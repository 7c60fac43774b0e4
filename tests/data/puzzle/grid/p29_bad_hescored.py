P = "Scores"
CATEGORIES = [
    ("Players", ["Abe", "Bruno", "Cal", "Drew"]),
    ("Towns", ["Ashland", "Bexley", "Canton", "Dover"]),
    ("Scores", ["11 points", "14 points", "17 points", "21 points"], [11, 14, 17, 21]),
]
CLUES = [
    ("Abe is from Ashland.", lambda s: s.same("Abe", "Ashland")),
    ("The Ashland player had the lowest score.", lambda s: s.n(P, "Ashland") == 11),
    ("The player from Dover scored 3 points more than Abe.", lambda s: s.n(P, "Dover") == s.n(P, "Abe") + 3),
    ("Drew isn't from Canton.", lambda s: not s.same("Drew", "Canton")),
    ("The player from Bexley outscored the player from Canton.", lambda s: s.n(P, "Bexley") > s.n(P, "Canton")),
]
BAD = (3, "Bruno finished ahead of Cal, and he scored 17 points.")
REFUSED = {BAD[1]: {
    "'he' = Bruno": lambda s: s.n(P, "Bruno") > s.n(P, "Cal") and s.same("Bruno", "17 points"),
    "'he' = Cal": lambda s: s.n(P, "Bruno") > s.n(P, "Cal") and s.same("Cal", "17 points"),
}}
EXPECT = 4
NUM = "."
DOT = False
INTRO = ["Four friends played in a cornhole tournament. A higher score means a better finish."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Bruno finished ahead of Cal, and he scored 17 points.", must be
refused: "he" can be Bruno (the subject) or Cal (the nearer name), and
nothing in the sentence or the puzzle says which. Without the clue the puzzle has
four solutions. Read with "he" = Bruno it has exactly one (Bruno 17 points from
Canton, Cal 14 from Dover, Drew 21 from Bexley); read with "he" = Cal it also has
exactly one, a different one (Cal 17 from Canton, Bruno 21 from Bexley, Drew 14
from Dover). Either way a reader that picks a referent gives a confident answer
that may be wrong."""
