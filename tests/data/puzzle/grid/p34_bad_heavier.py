P = "Prices"
CATEGORIES = [
    ("Customers", ["Mrs Amos", "Mr Bright", "Miss Cole", "Mr Dunne"]),
    ("Fish", ["hake", "salmon", "sole", "trout"]),
    ("Prices", ["£6", "£8", "£10", "£12"], [6, 8, 10, 12]),
]
CLUES = [
    ("Mrs Amos bought the salmon, the dearest at £12.", lambda s: s.same("Mrs Amos", "salmon") and s.n(P, "salmon") == 12),
    ("Mr Dunne paid the least, £6.", lambda s: s.n(P, "Mr Dunne") == 6),
    ("Mr Dunne didn't buy the hake or the sole.",
     lambda s: not s.same("Mr Dunne", "hake") and not s.same("Mr Dunne", "sole")),
    ("The hake cost £2 more than the sole.", lambda s: s.n(P, "hake") == s.n(P, "sole") + 2),
]
BAD = (4, "Mr Bright's fish was heavier than Miss Cole's.")
REFUSED = {BAD[1]: {
    "'Mr Bright's fish cost more than Miss Cole's'": lambda s: s.n(P, "Mr Bright") > s.n(P, "Miss Cole"),
    "'Mr Bright's fish cost less than Miss Cole's'": lambda s: s.n(P, "Mr Bright") < s.n(P, "Miss Cole"),
}}
EXPECT = 2
NUM = None
DOT = False
INTRO = ["Four customers each bought one fish from the van at Saturday's market in Whitby, and each paid a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mr Bright's fish was heavier than Miss Cole's.", must be refused: the
puzzle gives customers, fish and prices, but no weights, and a dearer fish
need not be a heavier one. Without
the clue the puzzle has two solutions: Mr Bright and Miss Cole bought the hake
(£10) and the sole (£8) one way round or the other. Read as "cost more than"
the clue gives one solution; read as "cost less than" it gives the other. A
reader that takes "heavier" to mean "dearer" answers with confidence and
without grounds."""
