P = "Prices"
CATEGORIES = [
    ("Customers", ["Ned", "Olive", "Sami", "Vera"]),
    ("Pastries", ["bagel", "croissant", "muffin", "scone"]),
    ("Prices", ["$4.50", "$6.25", "$6.70", "$8.00"], [450, 625, 670, 800]),
]
CLUES = [
    ("Ned paid the least.", lambda s: s.n(P, "Ned") == 450),
    ("The scone was the most expensive.", lambda s: s.n(P, "scone") == 800),
    ("Sami bought the scone.", lambda s: s.same("Sami", "scone")),
    ("Olive didn't buy the muffin.", lambda s: not s.same("Olive", "muffin")),
    ("The bagel cost $4.50.", lambda s: s.same("bagel", "$4.50")),
]
BAD = (4, "Vera paid about $2 more than Ned.")
REFUSED = {BAD[1]: {
    "'$1.75 more' ($6.25)": lambda s: s.n(P, "Vera") == s.n(P, "Ned") + 175,
    "'$2.20 more' ($6.70)": lambda s: s.n(P, "Vera") == s.n(P, "Ned") + 220,
    "'exactly $2 more'": lambda s: s.n(P, "Vera") == s.n(P, "Ned") + 200,
}}
EXPECT = 2
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Vera paid about $2 more than Ned.", must be refused: "about" gives no
exact difference. Ned paid $4.50, and both $6.25 ($1.75 more) and $6.70 ($2.20
more) are "about $2 more"; neither is nearer to $2 by enough to settle it.
Without the clue the puzzle has two solutions (Olive and Vera share $6.25 and
$6.70). Read as $1.75 more it gives one solution, read as $2.20 more it gives the
other, and read as exactly $2 more it gives none. A reader that drops the word
"about", or picks the nearest price, answers with confidence and may be wrong."""
