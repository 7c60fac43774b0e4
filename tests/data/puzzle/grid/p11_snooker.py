# Club newsletter: fussy, precise; tables as "table N", nights of the week.
B = "Breaks"
TB = "Tables"
N = "Nights"
def b(s, x):
    return s.n(B, x)
def tb(s, x):
    return s.n(TB, x)
def n(s, x):
    return s.n(N, x)
NUM = "1)"
DOT = True
CATEGORIES = [
    ("Players", ["Mr. Aldous", "Mrs. Beckwith", "Mr. Chaudhry", "Ms. Dunne"]),
    ("Breaks", ["34", "47", "52", "68"], [34, 47, 52, 68]),
    ("Tables", ["table 1", "table 2", "table 3", "table 4"], [1, 2, 3, 4]),
    ("Nights", ["Monday", "Tuesday", "Wednesday", "Thursday"], [1, 2, 3, 4]),
]
SOLUTION = [("Mr. Aldous", "52", "table 3", "Tuesday"), ("Mrs. Beckwith", "68", "table 1", "Thursday"),
            ("Mr. Chaudhry", "34", "table 4", "Monday"), ("Ms. Dunne", "47", "table 2", "Wednesday")]
INTRO = ["From the Secretary's notes. Members will recall that the club's highest-break prize for the week of the 14th was contested by four players, each of whom played on a different evening, Monday to Thursday, and at a different table. For the avoidance of doubt, the breaks recorded below are each player's best of the week, and no two were equal."]
CLUES = [
    ("The highest break of the week, a 68, was made on the Thursday.", lambda s: n(s, "68") == 4),
    ("Mr. Chaudhry played on the Monday, at a table numbered one higher than Mr. Aldous's.", lambda s: n(s, "Mr. Chaudhry") == 1 and tb(s, "Mr. Chaudhry") == tb(s, "Mr. Aldous") + 1),
    ("The break made at table 2 was exactly 5 points lower than Mr. Aldous's.", lambda s: b(s, "table 2") == b(s, "Mr. Aldous") - 5),
    ("Ms. Dunne played on the evening after Mr. Aldous.", lambda s: n(s, "Ms. Dunne") == n(s, "Mr. Aldous") + 1),
    ("Mrs. Beckwith played at neither table 3 nor table 4.", lambda s: tb(s, "Mrs. Beckwith") not in (3, 4)),
    ("The Monday break was the lowest of the four.", lambda s: b(s, "Monday") == 34),
    ("Mrs. Beckwith's break was higher than Ms. Dunne's.", lambda s: b(s, "Mrs. Beckwith") > b(s, "Ms. Dunne")),
]
QUESTIONS = [("At which table did Ms. Dunne play?", lambda s: s.v("Tables", "Ms. Dunne"))]
REMARKS = INTRO
