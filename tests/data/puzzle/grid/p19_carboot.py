P = "Prices"
K = "Pitches"
CATEGORIES = [
    ("Sellers", ["Dawn", "Eric", "Flo", "Glen"]),
    ("Items", ["clock", "kettle", "record player", "tennis racket"]),
    ("Prices", ["£5", "£8", "£11", "£14"], [5, 8, 11, 14]),
    ("Pitches", ["A", "B", "C", "D"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Dawn", "kettle", "£8", "C"],
    ["Eric", "record player", "£14", "A"],
    ["Flo", "tennis racket", "£5", "D"],
    ["Glen", "clock", "£11", "B"],
]
CLUES = [
    ("The record player fetched the highest price.", lambda s: s.n(P, "record player") == 14),
    ("The clock sold for £3 more than Dawn's item.", lambda s: s.n(P, "clock") == s.n(P, "Dawn") + 3),
    ("Flo had pitch D.", lambda s: s.same("Flo", "D")),
    ("Eric's pitch was next to Glen's.", lambda s: abs(s.n(K, "Eric") - s.n(K, "Glen")) == 1),
    ("The kettle wasn't sold from pitch A or pitch B.", lambda s: s.n(K, "kettle") > 2),
    ("Flo made the least.", lambda s: s.n(P, "Flo") == 5),
    ("The tennis racket was sold from pitch D.", lambda s: s.same("tennis racket", "D")),
    ("Glen sold the clock from pitch B.", lambda s: s.same("Glen", "clock") and s.same("Glen", "B")),
]
NUM = ")"
DOT = False
INTRO = ["At Sunday's car boot sale four sellers had pitches A, B, C and D, in that order along one row, and each sold one item."]
OUTRO = []
REMARKS = INTRO + OUTRO
