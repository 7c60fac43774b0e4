P = "Prices"
CATEGORIES = [
    ("Quilters", ["Mrs Finch", "Mrs Lark", "Miss Orme", "Ms Reid"]),
    ("Quilts", ["crazy", "hexagon", "log cabin", "star"]),
    ("Prices", ["$60", "$75", "$90", "$120"], [60, 75, 90, 120]),
]
CLUES = [
    ("Ms Reid's quilt fetched the highest price.", lambda s: s.n(P, "Ms Reid") == 120),
    ("Miss Orme's quilt sold for the least.", lambda s: s.n(P, "Miss Orme") == 60),
    ("The hexagon quilt sold for $90.", lambda s: s.same("hexagon", "$90")),
    ("The crazy quilt fetched $15 more than the log cabin quilt.", lambda s: s.n(P, "crazy") == s.n(P, "log cabin") + 15),
]
BAD = (4, "When Mrs Lark met Mrs Finch at the fair, she had just sold her quilt for $30 more than Miss Orme's.")
REFUSED = {BAD[1]: {
    "'Mrs Lark sold hers for $30 more than Miss Orme'": lambda s: s.n(P, "Mrs Lark") == s.n(P, "Miss Orme") + 30,
    "'Mrs Finch sold hers for $30 more than Miss Orme'": lambda s: s.n(P, "Mrs Finch") == s.n(P, "Miss Orme") + 30,
}}
QUESTIONS = [("Who made the hexagon quilt?", lambda s: s.v("Quilters", "hexagon"))]
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four members of the quilting guild each sold one quilt at the craft fair, each for a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "When Mrs Lark met Mrs Finch at the fair, she had just sold her quilt
for $30 more than Miss Orme's.", must be refused: "she" (and "her quilt") can be
Mrs Lark or Mrs Finch, and nothing in the sentence decides which. Without the clue
the puzzle has two solutions (Mrs Lark and Mrs Finch share $75 and $90 between
them). Read with "she" as Mrs Lark, the subject of the sentence, it gives one
solution (Mrs Lark made the hexagon quilt); read with "she" as Mrs Finch, the
nearer name, it gives the other (Mrs Finch made it). Either answer is a guess."""
