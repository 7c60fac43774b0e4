# Newspaper weekly: floors counted from the bottom; staff numbers, years founded.
FL = "Floors"
ST = "Staff"
Y = "Founded"
def fl(s, x):
    return s.n(FL, x)
def st(s, x):
    return s.n(ST, x)
def y(s, x):
    return s.n(Y, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Companies", ["Brightleaf", "Hexagon Labs", "Nook & Cranny", "Tidewell"]),
    ("Floors", ["1st floor", "2nd floor", "3rd floor", "4th floor"], [1, 2, 3, 4]),
    ("Staff", ["6 people", "9 people", "14 people", "20 people"], [6, 9, 14, 20]),
    ("Founded", ["2012", "2015", "2018", "2021"], [2012, 2015, 2018, 2021]),
]
SOLUTION = [
    ("Brightleaf", "3rd floor", "14 people", "2015"),
    ("Hexagon Labs", "1st floor", "20 people", "2012"),
    ("Nook & Cranny", "4th floor", "6 people", "2021"),
    ("Tidewell", "2nd floor", "9 people", "2018"),
]
INTRO = ["The old mill on Dyer Street has been turned into offices: four floors, the 1st floor at the bottom, with one small company on each."]
CLUES = [
    ("The biggest firm, which is also the oldest, is on the 1st floor.",
     lambda s: st(s, "1st floor") == 20 and y(s, "1st floor") == 2012),
    ("Nook & Cranny is on the top floor.", lambda s: fl(s, "Nook & Cranny") == 4),
    ("Brightleaf's office is directly above Tidewell's.", lambda s: fl(s, "Brightleaf") == fl(s, "Tidewell") + 1),
    ("The firm founded in 2018 has 3 more staff than the one on the 4th floor.", lambda s: st(s, "2018") == st(s, "4th floor") + 3),
    ("Tidewell was founded 3 years after Brightleaf.", lambda s: y(s, "Tidewell") == y(s, "Brightleaf") + 3),
    ("The firm with 14 people is two floors above Hexagon Labs.", lambda s: fl(s, "14 people") == fl(s, "Hexagon Labs") + 2),
    ("Nook & Cranny is the newest firm.", lambda s: y(s, "Nook & Cranny") == 2021),
]
QUESTIONS = [("How many people work at Tidewell?", lambda s: s.v("Staff", "Tidewell"))]
REMARKS = INTRO
