S = "Seats"
def p(s, x):
    return s.n(S, x)
CATEGORIES = [
    ("Seats", ["1", "2", "3", "4", "5"]),
    ("Customers", ["Bea", "Cal", "Dora", "Eli", "Fay"]),
    ("Drinks", ["cocoa", "espresso", "lemonade", "tea", "water"]),
]
CLUES = [
    ("Whoever sat in seat 2 ordered tea.", lambda s: s.same("2", "tea")),
    ("Bea sat immediately to the right of the person who ordered water.", lambda s: p(s, "Bea") == p(s, "water") + 1),
    ("The lemonade drinker was at one end of the row.", lambda s: p(s, "lemonade") in (1, 5)),
    ("Dora sat somewhere to the left of Cal.", lambda s: p(s, "Dora") < p(s, "Cal")),
    ("Eli didn't sit next to Dora.", lambda s: abs(p(s, "Eli") - p(s, "Dora")) != 1),
    ("The espresso was ordered by whoever sat furthest to the left.", lambda s: p(s, "espresso") == 1),
    ("There was one seat between Fay and Eli.", lambda s: abs(p(s, "Fay") - p(s, "Eli")) == 2),
    ("Cal sat next to Dora.", lambda s: abs(p(s, "Cal") - p(s, "Dora")) == 1),
    ("Fay didn't sit at either end.", lambda s: p(s, "Fay") not in (1, 5)),
]
REMARKS = ["The seats at the counter are numbered 1 to 5 from left to right."]
QUESTIONS = [("Who drank the lemonade?", lambda s: s.v("Customers", "lemonade"))]
