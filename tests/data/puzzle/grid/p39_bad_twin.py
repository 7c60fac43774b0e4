P = "Prices"
CATEGORIES = [
    ("Children", ["Hattie", "Joe", "Nell", "Sam"]),
    ("Cakes", ["lemon", "chocolate", "coffee", "carrot"]),
    ("Prices", ["£1", "£1.50", "£2", "£2.50"], [100, 150, 200, 250]),
]
CLUES = [
    ("The chocolate cake fetched £2.50, more than any other.", lambda s: s.n(P, "chocolate") == 250),
    ("Joe's cake was the cheapest, and it wasn't the carrot cake.",
     lambda s: s.n(P, "Joe") == 100 and not s.same("Joe", "carrot")),
    ("Nell's cake sold for 50p more than the coffee cake.", lambda s: s.n(P, "Nell") == s.n(P, "coffee") + 50),
    ("Hattie made the chocolate cake.", lambda s: s.same("Hattie", "chocolate")),
    ("The carrot cake cost more than the lemon cake.", lambda s: s.n(P, "carrot") > s.n(P, "lemon")),
]
BAD = (3, "Nell's twin brother made the lemon cake.")
REFUSED = {BAD[1]: {
    "'Nell made the lemon cake'": lambda s: s.same("Nell", "lemon"),
    "'someone other than Nell made the lemon cake'": lambda s: not s.same("Nell", "lemon"),
}}
EXPECT = 2
QUESTIONS = [("Who made the lemon cake?", None)]
NUM = ")"
DOT = False
INTRO = ["Four children each baked a cake for the school cake sale, and each cake sold for a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Nell's twin brother made the lemon cake.", must be refused: no category
says who is whose brother or twin, so the clue cannot be read from the puzzle's
categories. Without it the puzzle has two solutions: Joe made the lemon cake
(Sam the coffee cake, Nell the carrot cake) or Nell made it (Joe the coffee cake,
Sam the carrot cake). A careless reading that drops "'s twin brother" and takes
"Nell made the lemon cake" gives the second, confidently and wrongly for anyone
who knows Nell has a twin brother; "someone other than Nell" gives the first,
but who the twin is (Joe? Sam?) is still not something the puzzle can check."""
