P = "Prices"
CATEGORIES = [
    ("Diners", ["Mr. Lamb", "Mrs. Ochoa", "Ms. Pike", "Mr. Voss"]),
    ("Entrees", ["fried chicken", "meat loaf", "pot roast", "trout"]),
    ("Prices", ["$12.50", "$14.00", "$15.50", "$17.00"], [1250, 1400, 1550, 1700]),
]
CLUES = [
    ("The pot roast cost $1.50 more than the meat loaf.", lambda s: s.n(P, "pot roast") == s.n(P, "meat loaf") + 150),
    ("Ms. Pike's dinner came to $17.00.", lambda s: s.same("Ms. Pike", "$17.00")),
    ("Mr. Lamb's dinner was the cheapest of the four.", lambda s: s.n(P, "Mr. Lamb") == 1250),
    ("Mrs. Ochoa didn't order the fried chicken, and she paid more than Mr. Voss.",
     lambda s: not s.same("Mrs. Ochoa", "fried chicken") and s.n(P, "Mrs. Ochoa") > s.n(P, "Mr. Voss")),
    ("The trout cost more than the fried chicken.", lambda s: s.n(P, "trout") > s.n(P, "fried chicken")),
]
BAD = (4, "Mr. Voss's wife ordered the trout.")
REFUSED = {BAD[1]: {
    "'Mr. Voss ordered the trout'": lambda s: s.same("Mr. Voss", "trout"),
    "'someone other than Mr. Voss ordered the trout'": lambda s: not s.same("Mr. Voss", "trout"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = [
    "Supper at the Sunset Diner",
    "Four diners had supper at the Sunset Diner on Highway 12 last Friday. Each ordered a different entree, and each check came to a different amount. Determine each diner's entree and the amount of the check.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mr. Voss's wife ordered the trout.", must be refused: no category
says who is married to whom, and nothing in the puzzle says whether Mr. Voss's
wife is one of the four diners at all. Without the clue the puzzle has two
solutions (the trout is Mr. Voss's at $14.00, or Ms. Pike's at $17.00). Misread
as "Mr. Voss ordered the trout" it gives the first; read as "someone other than
Mr. Voss ordered the trout" it gives the second. Either answer is a guess."""
