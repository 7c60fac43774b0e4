# Puzzle-website style, intro remark on left/right.
B = "Boxes"
def b(s, x):
    return s.n(B, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Residents", ["Aziz", "Bea", "Corin", "Dagny"]),
    ("Boxes", ["1st", "2nd", "3rd", "4th"]),
    ("Flats", ["Flat 2A", "Flat 3C", "Flat 5B", "Flat 7D"]),
    ("Parcels", ["books", "lamp", "seeds", "shoes"]),
]
SOLUTION = [("Aziz", "3rd", "Flat 5B", "lamp"), ("Bea", "1st", "Flat 7D", "seeds"),
            ("Corin", "4th", "Flat 2A", "books"), ("Dagny", "2nd", "Flat 3C", "shoes")]
INTRO = ["The four mailboxes hang in a row and are counted from left to right."]
CLUES = [
    ("Aziz's box is immediately to the left of Corin's.", lambda s: b(s, "Aziz") == b(s, "Corin") - 1),
    ("The resident of Flat 7D has the leftmost box.", lambda s: b(s, "Flat 7D") == 1),
    ("The box of the resident expecting shoes is next to Bea's box.", lambda s: abs(b(s, "shoes") - b(s, "Bea")) == 1),
    ("Corin isn't in Flat 5B.", lambda s: not s.same("Corin", "Flat 5B")),
    ("The seeds are going to the box at the left end.", lambda s: b(s, "seeds") == 1),
    ("The lamp is not for Dagny.", lambda s: not s.same("lamp", "Dagny")),
    ("Of Corin and the resident of Flat 3C, one is expecting books and the other has the second box.",
     lambda s: not s.same("Corin", "Flat 3C") and ((s.same("Corin", "books") and b(s, "Flat 3C") == 2) or (s.same("Flat 3C", "books") and b(s, "Corin") == 2))),
    ("Dagny does not live in Flat 2A.", lambda s: not s.same("Dagny", "Flat 2A")),
    ("Bea has the first box.", lambda s: b(s, "Bea") == 1),
]
QUESTIONS = [("Who lives in Flat 5B?", lambda s: s.v("Residents", "Flat 5B"))]
REMARKS = INTRO
