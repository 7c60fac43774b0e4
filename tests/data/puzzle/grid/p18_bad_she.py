P = "Prices"
CATEGORIES = [
    ("Friends", ["Anna", "Beth", "Carys", "Dawn"]),
    ("Scarves", ["grey", "plum", "rust", "teal"]),
    ("Prices", ["$9.50", "$11.00", "$12.50", "$14.00"], [950, 1100, 1250, 1400]),
]
CLUES = [
    ("Anna's scarf was the most expensive.", lambda s: s.n(P, "Anna") == 1400),
    ("Dawn paid the least.", lambda s: s.n(P, "Dawn") == 950),
    ("Beth paid $1.50 more than Carys.", lambda s: s.n(P, "Beth") == s.n(P, "Carys") + 150),
    ("Anna bought the grey scarf.", lambda s: s.same("Anna", "grey")),
    ("The teal scarf cost $9.50.", lambda s: s.same("teal", "$9.50")),
]
BAD = (5, "Carys met Beth at the market stall, where she bought the rust scarf.")
REFUSED = {BAD[1]: {
    "'Carys bought the rust scarf'": lambda s: s.same("Carys", "rust"),
    "'Beth bought the rust scarf'": lambda s: s.same("Beth", "rust"),
}}
EXPECT = 2
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Carys met Beth at the market stall, where she bought the rust scarf.",
must be refused: "she" may be Carys (the subject) or Beth (the nearer name), and
nothing in the puzzle decides which. Without the clue the puzzle has two
solutions (Beth and Carys share the plum and rust scarves between them). Read
with "she" = Carys it gives one solution; read with "she" = Beth it gives the
other. A reader that silently takes either person answers with confidence and
may be wrong."""
