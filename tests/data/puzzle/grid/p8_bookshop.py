D = "Dates"
C = "Sales"
def d(s, x):
    return s.n(D, x)
def c(s, x):
    return s.n(C, x)
NUM = "1."
INTRO = ["Pemberton's Books held a signing every Saturday in March. Four authors came, each with a new book in a different genre, and each sold a different number of signed copies on the day."]
REMARKS = INTRO
CATEGORIES = [
    ("Authors", ["Bea Quarles", "Conrad Mbeki", "Delia Frost-Hart", "Emil Sandoval"]),
    ("Dates", ["March 3", "March 10", "March 17", "March 24"], [3, 10, 17, 24]),
    ("Genres", ["cookbook", "memoir", "thriller", "travel guide"]),
    ("Sales", ["38 copies", "45 copies", "52 copies", "61 copies"], [38, 45, 52, 61]),
]
SOLUTION = [("Bea Quarles", "March 17", "memoir", "61 copies"), ("Conrad Mbeki", "March 3", "thriller", "45 copies"), ("Delia Frost-Hart", "March 24", "cookbook", "38 copies"), ("Emil Sandoval", "March 10", "travel guide", "52 copies")]
CLUES = [
    ("The memoir's author signed a week after Emil Sandoval.", lambda s: d(s, "memoir") == d(s, "Emil Sandoval") + 7),
    ("Delia Frost-Hart, whose signing was the last of the month, sold the fewest copies.", lambda s: d(s, "Delia Frost-Hart") == 24 and c(s, "Delia Frost-Hart") == 38),
    ("The thriller sold 7 more copies than Delia Frost-Hart's book.", lambda s: c(s, "thriller") == c(s, "Delia Frost-Hart") + 7),
    ("Conrad Mbeki's signing was two weeks before Bea Quarles's.", lambda s: d(s, "Conrad Mbeki") == d(s, "Bea Quarles") - 14),
    ("The travel guide was not signed on March 3.", lambda s: d(s, "travel guide") != 3),
    ("More copies were sold at the March 10 signing than at Conrad Mbeki's.", lambda s: c(s, "March 10") > c(s, "Conrad Mbeki")),
    ("Emil Sandoval's travel guide sold fewer copies than the memoir.", lambda s: s.same("Emil Sandoval", "travel guide") and c(s, "Emil Sandoval") < c(s, "memoir")),
]
QUESTIONS = [("Who wrote the cookbook?", lambda s: s.v("Authors", "cookbook")), ("How many copies of the memoir were sold?", lambda s: s.v("Sales", "memoir"))]
