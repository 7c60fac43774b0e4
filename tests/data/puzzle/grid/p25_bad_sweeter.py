P = "Prices"
CATEGORIES = [
    ("Beekeepers", ["Greta", "Hollis", "Imani", "Jonas"]),
    ("Honeys", ["buckwheat", "clover", "orange blossom", "wildflower"]),
    ("Prices", ["$8", "$10", "$12", "$14"], [8, 10, 12, 14]),
]
CLUES = [
    ("Imani charged the most for her honey.", lambda s: s.n(P, "Imani") == 14),
    ("The orange blossom honey cost $8.", lambda s: s.same("orange blossom", "$8")),
    ("The clover honey is Greta's.", lambda s: s.same("clover", "Greta")),
    ("Hollis doesn't sell the wildflower honey.", lambda s: not s.same("Hollis", "wildflower")),
    ('Jonas charged less than anyone else.', lambda s: s.n(P, "Jonas") == 8),
]
BAD = (5, "The clover honey is sweeter than Hollis's.")
REFUSED = {BAD[1]: {
    "'the clover honey costs more than Hollis's'": lambda s: s.n(P, "clover") > s.n(P, "Hollis"),
    "'the clover honey costs less than Hollis's'": lambda s: s.n(P, "clover") < s.n(P, "Hollis"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four beekeepers each sold one kind of honey at the farmers' market, each at a different price per jar."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "The clover honey is sweeter than Hollis's.", must be refused: the puzzle
has no category for sweetness, and nothing ties sweetness to price, so the
comparison cannot be read from the categories (Beekeepers, Honeys, Prices).
Without it the puzzle has two solutions: Greta's clover honey cost $12 and Hollis's
buckwheat $10, or the other way round. Read as "costs more than Hollis's" the clue
gives the first; read as "costs less" it gives the second. A reader that takes any
comparative as one on the numbers gives a confident answer that is only a guess."""
