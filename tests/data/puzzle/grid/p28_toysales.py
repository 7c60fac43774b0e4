P = "Prices"
U = "Sales"
CATEGORIES = [
    ("Toys", ["kite", "marble set", "spinning top", "toy robot", "yo-yo"]),
    ("Prices", ["$4.25", "$6.50", "$8.75", "$11.00", "$13.25"], [425, 650, 875, 1100, 1325]),
    ("Sales", ["30 units", "45 units", "60 units", "75 units", "90 units"], [30, 45, 60, 75, 90]),
]
SOLUTION = [
    ["kite", "$8.75", "60 units"],
    ["marble set", "$11.00", "45 units"],
    ["spinning top", "$6.50", "90 units"],
    ["toy robot", "$13.25", "30 units"],
    ["yo-yo", "$4.25", "75 units"],
]
CLUES = [
    ("The toy that sold 75 units costs $2.25 less than the spinning top.",
     lambda s: s.n(P, "75 units") == s.n(P, "spinning top") - 225),
    ("The kite sold 15 more units than the marble set.",
     lambda s: s.n(U, "kite") == s.n(U, "marble set") + 15),
    ("The toy that sold 90 units costs less than the kite.",
     lambda s: s.n(P, "90 units") < s.n(P, "kite")),
    ("Of the yo-yo and the $11.00 toy, one sold 75 units and the other sold 45 units.",
     lambda s: not s.same("yo-yo", "$11.00") and (
         (s.same("yo-yo", "75 units") and s.same("$11.00", "45 units")) or
         (s.same("yo-yo", "45 units") and s.same("$11.00", "75 units")))),
    ("The kite costs $4.50 more than the yo-yo.",
     lambda s: s.n(P, "kite") == s.n(P, "yo-yo") + 450),
    ("The marble set sold more units than the toy robot.",
     lambda s: s.n(U, "marble set") > s.n(U, "toy robot")),
]
NUM = None
DOT = False
INTRO = ["A toy shop kept track of how many of five new toys it sold in December."]
OUTRO = []
REMARKS = INTRO + OUTRO
