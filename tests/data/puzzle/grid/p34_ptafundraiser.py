R = "Amounts raised"
CATEGORIES = [
    ("Parents", ["Mr. Diaz", "Mrs. Feld", "Ms. Kowalski", "Mr. Park", "Mrs. Reyes"]),
    ("Items", ["candles", "cookie dough", "magnets", "popcorn", "wrapping paper"]),
    ("Amounts raised", ["$120", "$150", "$180", "$210", "$240"], [120, 150, 180, 210, 240]),
]
SOLUTION = [
    ["Mr. Diaz", "cookie dough", "$180"],
    ["Mrs. Feld", "candles", "$240"],
    ["Ms. Kowalski", "popcorn", "$120"],
    ["Mr. Park", "wrapping paper", "$210"],
    ["Mrs. Reyes", "magnets", "$150"],
]
MEN = ["Mr. Diaz", "Mr. Park"]
CLUES = [
    ("Mrs. Feld raised the most money.", lambda s: s.n(R, "Mrs. Feld") == 240),
    ("The popcorn brought in $60 less than Mr. Diaz's item.", lambda s: s.n(R, "popcorn") == s.n(R, "Mr. Diaz") - 60),
    ("Neither of the fathers sold the magnets or the popcorn.",
     lambda s: all(not s.same(m, x) for m in MEN for x in ("magnets", "popcorn"))),
    ("The wrapping paper raised $30 more than the cookie dough.", lambda s: s.n(R, "wrapping paper") == s.n(R, "cookie dough") + 30),
    ("Mrs. Reyes raised $30 more than Ms. Kowalski.", lambda s: s.n(R, "Mrs. Reyes") == s.n(R, "Ms. Kowalski") + 30),
    ("Mr. Park didn't sell the cookie dough, and Mrs. Feld didn't sell the magnets.",
     lambda s: not s.same("Mr. Park", "cookie dough") and not s.same("Mrs. Feld", "magnets")),
    ("The candles raised more than the wrapping paper.", lambda s: s.n(R, "candles") > s.n(R, "wrapping paper")),
]
QUESTIONS = [("How much did the magnets raise?", lambda s: s.v(R, "magnets"))]
NUM = "."
DOT = False
INTRO = ["Five parents ran the sales for the Lincoln Elementary PTA fall fundraiser. Each sold a different item, and each raised a different amount."]
OUTRO = []
REMARKS = INTRO + OUTRO
