# Puzzle-book style: intro, numbered clues; page counts.
P = "Pages"
def p(s, x):
    return s.n(P, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Students", ["Ffion", "Gideon", "Honor", "Ilse"]),
    ("Books", ["diary", "photo album", "recipe book", "sketchbook"]),
    ("Covers", ["leather", "linen", "marbled paper", "suede"]),
    ("Pages", ["48 pages", "64 pages", "96 pages", "128 pages"], [48, 64, 96, 128]),
]
SOLUTION = [("Ffion", "sketchbook", "linen", "96 pages"), ("Gideon", "diary", "leather", "128 pages"),
            ("Honor", "photo album", "suede", "48 pages"), ("Ilse", "recipe book", "marbled paper", "64 pages")]
INTRO = ["At the end of a six-week evening class in bookbinding, each of the four students took home one hand-sewn book. Each book had a different cover material and a different number of pages."]
CLUES = [
    ("The book with the most pages was bound in leather.", lambda s: p(s, "leather") == 128),
    ("Honor's photo album had 16 fewer pages than the recipe book.", lambda s: s.same("Honor", "photo album") and p(s, "photo album") == p(s, "recipe book") - 16),
    ("Ffion used neither leather nor suede.", lambda s: not s.same("Ffion", "leather") and not s.same("Ffion", "suede")),
    ("The sketchbook had more pages than Ilse's book.", lambda s: p(s, "sketchbook") > p(s, "Ilse")),
    ("Ilse's cover was not linen.", lambda s: not s.same("Ilse", "linen")),
    ("Gideon bound the diary.", lambda s: s.same("Gideon", "diary")),
    ("The marbled paper cover was used for neither the photo album nor the sketchbook.", lambda s: not s.same("marbled paper", "photo album") and not s.same("marbled paper", "sketchbook")),
]
QUESTIONS = [("How many pages did Ffion's book have?", lambda s: s.v("Pages", "Ffion"))]
REMARKS = INTRO
