P = "Prices"
CATEGORIES = [
    ("Customers", ["Bianca", "Carmen", "Delia", "Estelle"]),
    ("Flowers", ["daisies", "lilies", "roses", "tulips"]),
    ("Prices", ["$18", "$24", "$30", "$36"], [18, 24, 30, 36]),
]
CLUES = [
    ("Delia paid $24 for her tulips.", lambda s: s.same("Delia", "tulips") and s.same("Delia", "$24")),
    ("The daisies cost $6 more than the tulips.", lambda s: s.n(P, "daisies") == s.n(P, "tulips") + 6),
    ("Estelle didn't buy the roses.", lambda s: not s.same("Estelle", "roses")),
    ("Estelle paid more than the customer who bought the lilies.", lambda s: s.n(P, "Estelle") > s.n(P, "lilies")),
]
BAD = (3, "When Bianca ran into Carmen at the checkout, she had just paid $12 more than Delia.")
REFUSED = {BAD[1]: {
    "'Bianca paid $12 more than Delia'": lambda s: s.n(P, "Bianca") == s.n(P, "Delia") + 12,
    "'Carmen paid $12 more than Delia'": lambda s: s.n(P, "Carmen") == s.n(P, "Delia") + 12,
}}
EXPECT = 2
NUM = None
DOT = False
INTRO = ["Four customers each bought a different bunch of flowers at the market stall."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "When Bianca ran into Carmen at the checkout, she had just paid $12
more than Delia.", must be refused: "she" can be Bianca or Carmen, and nothing
in the sentence decides which. Without it the puzzle has two solutions (the
roses, at $36, are Bianca's or Carmen's, and the other of the two has the
lilies at $18). Read with "she" as Bianca it gives one solution; read with
"she" as Carmen it gives the other. Either answer is a guess."""
