# No category lines: six friends in six seats at the cinema, only two
# categories besides the seats; numbered clues; "at the left end", "directly
# to the right of", "two seats away from", "between", "whoever".
H = "Seats"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Seats", ["1", "2", "3", "4", "5", "6"], [1, 2, 3, 4, 5, 6]),
    ("Friends", ["Ali", "Bea", "Cal", "Dot", "Eve", "Fin"]),
    ("Snacks", ["chocolate", "crisps", "hot dog", "ice cream", "nachos", "popcorn"]),
]
SOLUTION = [
    ("1", "Cal", "crisps"),
    ("2", "Eve", "popcorn"),
    ("3", "Ali", "nachos"),
    ("4", "Fin", "chocolate"),
    ("5", "Bea", "ice cream"),
    ("6", "Dot", "hot dog"),
]
INTRO = ["Six friends sit in a row at the cinema, in seats 1 to 6 from left to right. Each of them has bought a different snack."]
CLUES = [
    ("Cal sits at the left end of the row.", lambda s: h(s, "Cal") == 1),
    ("The friend with the popcorn sits directly to the right of Cal.", lambda s: h(s, "popcorn") == h(s, "Cal") + 1),
    ("Ali sits two seats away from Bea.", lambda s: abs(h(s, "Ali") - h(s, "Bea")) == 2),
    ("Dot sits in the last seat.", lambda s: h(s, "Dot") == 6),
    ("Fin sits between Ali and Bea.", lambda s: min(h(s, "Ali"), h(s, "Bea")) < h(s, "Fin") < max(h(s, "Ali"), h(s, "Bea"))),
    ("Whoever is eating nachos sits next to Fin.", lambda s: nextto(s, "nachos", "Fin")),
    ("Eve is eating popcorn.", lambda s: s.same("Eve", "popcorn")),
    ("The ice cream is eaten next to the hot dog.", lambda s: nextto(s, "ice cream", "hot dog")),
    ("Bea is not eating the hot dog.", lambda s: not s.same("Bea", "hot dog")),
    ("Ali does not sit next to Dot.", lambda s: not nextto(s, "Ali", "Dot")),
    ("The chocolate is not Bea's.", lambda s: not s.same("chocolate", "Bea")),
    ("Cal is eating crisps.", lambda s: s.same("Cal", "crisps")),
    ("Dot is eating a hot dog.", lambda s: s.same("Dot", "hot dog")),
]
QUESTIONS = [("Who is eating the ice cream?", lambda s: s.v("Friends", "ice cream")),
             ("What is Fin eating?", lambda s: s.v("Snacks", "Fin"))]
REMARKS = INTRO
