P = "Totals"
CATEGORIES = [
    ("Customers", ["Lena", "Marco", "Nia", "Oscar"]),
    ("Drinks", ["cappuccino", "espresso", "latte", "mocha"]),
    ("Pastries", ["bagel", "croissant", "muffin", "scone"]),
    ("Totals", ["$4.25", "$4.75", "$5.25", "$5.75"], [425, 475, 525, 575]),
]
SOLUTION = [
    ["Lena", "latte", "scone", "$5.25"],
    ["Marco", "espresso", "bagel", "$4.25"],
    ["Nia", "mocha", "croissant", "$5.75"],
    ["Oscar", "cappuccino", "muffin", "$4.75"],
]
CLUES = [
    ("Marco's order was the cheapest.", lambda s: s.n(P, "Marco") == 425),
    ("The mocha drinker paid a dollar more than Oscar.", lambda s: s.n(P, "mocha") == s.n(P, "Oscar") + 100),
    ("Lena paid 50 cents more than Oscar.", lambda s: s.n(P, "Lena") == s.n(P, "Oscar") + 50),
    ("The croissant was part of the most expensive order.", lambda s: s.n(P, "croissant") == 575),
    ("Oscar didn't order a latte, and Lena didn't have a muffin.", lambda s: not s.same("Oscar", "latte") and not s.same("Lena", "muffin")),
    ("The person who had the bagel drank espresso.", lambda s: s.same("bagel", "espresso")),
    ("The espresso was part of the cheapest order.", lambda s: s.n(P, "espresso") == 425),
    ("The scone was ordered with the latte.", lambda s: s.same("scone", "latte")),
]
QUESTIONS = [("What did Oscar drink?", lambda s: s.v("Drinks", "Oscar"))]
NUM = "."
DOT = True
INTRO = ["Four customers each ordered one drink and one pastry at the corner coffee shop. Their totals were all different."]
OUTRO = []
REMARKS = INTRO + OUTRO
