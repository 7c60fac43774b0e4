P = "Prices"
CATEGORIES = [
    ("Customers", ["Amaal", "Bertie", "Celeste", "Dmitri"]),
    ("Drinks", ["cortado", "flat white", "latte", "mocha"]),
    ("Prices", ["$3.25", "$3.50", "$3.75", "$4.00"], [325, 350, 375, 400]),
]
SOLUTION = [
    ["Amaal", "latte", "$3.75"],
    ["Bertie", "cortado", "$3.25"],
    ["Celeste", "mocha", "$4.00"],
    ["Dmitri", "flat white", "$3.50"],
]
CLUES = [
    ("The mocha cost 50 cents more than Dmitri's drink.", lambda s: s.n(P, "mocha") == s.n(P, "Dmitri") + 50),
    ("Bertie paid the least.", lambda s: s.n(P, "Bertie") == 325),
    ("Amaal didn't order the mocha.", lambda s: not s.same("Amaal", "mocha")),
    ("The cortado cost less than the flat white.", lambda s: s.n(P, "cortado") < s.n(P, "flat white")),
    ("The latte cost more than the flat white.", lambda s: s.n(P, "latte") > s.n(P, "flat white")),
]
QUESTIONS = [("How much did Amaal pay?", lambda s: s.v("Prices", "Amaal"))]
NUM = ")"
INTRO = ["Coffee Orders: four customers each ordered a different drink at the corner cafe, and no two paid the same."]
OUTRO = []
REMARKS = INTRO + OUTRO
