Y = "Years"
CATEGORIES = [
    ("Singers", ["Alice", "Bea", "Carol", "Dee"]),
    ("Solos", ["Abide with Me", "Amazing Grace", "How Great Thou Art", "In the Garden"]),
    ("Years", ["3 years", "6 years", "9 years", "12 years"], [3, 6, 9, 12]),
]
CLUES = [
    ("The woman who sang In the Garden has been in the choir longer than any of the others.",
     lambda s: s.n(Y, "In the Garden") == 12),
    ("Carol, the newest member of the choir, sang Amazing Grace.",
     lambda s: s.n(Y, "Carol") == 3 and s.same("Carol", "Amazing Grace")),
    ("Dee, who didn't sing How Great Thou Art, has been in the choir for 6 years.",
     lambda s: not s.same("Dee", "How Great Thou Art") and s.n(Y, "Dee") == 6),
]
BAD = (4, "Alice is older than Bea.")
REFUSED = {BAD[1]: {
    "'Alice has been in the choir longer than Bea'": lambda s: s.n(Y, "Alice") > s.n(Y, "Bea"),
    "'Alice has been in the choir for less time than Bea'": lambda s: s.n(Y, "Alice") < s.n(Y, "Bea"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four women of the First Methodist choir each sang a solo at a Sunday service in May. Each chose a different hymn, and each has been in the choir for a different number of years."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Alice is older than Bea.", must be refused: the puzzle has no ages.
Its only ordered category is how many years each woman has sung in the
choir, and an older woman need not have joined the choir earlier.
Without the clue the puzzle has two solutions: Alice and Bea have 9 and 12
years in the choir (How Great Thou Art and In the Garden) in either order.
A careless reader who takes "older" as "in the choir longer" gets one
solution (Alice, 12 years, In the Garden); the opposite reading gives the
other. Neither is stated."""
