# Clue 4 relates two people by marriage; no category says who is married to
# whom, so the clue cannot be read. Read as "Mr Lund bought the teapot" it
# gives a confident wrong answer; without it the puzzle has two solutions.
P = "Prices"
CATEGORIES = [
    ("Shoppers", ["Mr Lund", "Mr Moss", "Mrs Nash", "Mrs Orme"]),
    ("Purchases", ["lamp", "rug", "teapot", "vase"]),
    ("Prices", ["$20", "$30", "$40", "$50"], [20, 30, 40, 50]),
]
CLUES = [
    ("Mr Moss spent the most.", lambda s: s.n(P, "Mr Moss") == 50),
    ("The teapot cost $10 less than the rug.", lambda s: s.n(P, "teapot") == s.n(P, "rug") - 10),
    ("Mrs Orme didn't buy the rug.", lambda s: not s.same("Mrs Orme", "rug")),
    ("The vase cost $40.", lambda s: s.same("vase", "$40")),
    ("Mrs Nash paid more than Mr Lund.", lambda s: s.n(P, "Mrs Nash") > s.n(P, "Mr Lund")),
]
REFUSED = {
    "Mr Lund is married to the woman who bought the teapot.": {
        "'Mr Lund bought the teapot'": lambda s: s.same("Mr Lund", "teapot"),
        "'Mr Lund did not buy the teapot'": lambda s: not s.same("Mr Lund", "teapot"),
        "'a woman bought the teapot'": lambda s: s.same("Mrs Nash", "teapot") or s.same("Mrs Orme", "teapot"),
    },
}
EXPECT = 2
QUESTIONS = [("Who bought the rug?", None)]
