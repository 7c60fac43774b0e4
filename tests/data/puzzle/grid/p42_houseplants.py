P = "Prices"
CATEGORIES = [
    ("Customers", ["Abby", "Dario", "Greta", "Hollis"]),
    ("Plants", ["aloe", "fern", "ivy", "orchid"]),
    ("Prices", ["$12", "$16", "$20", "$24"], [12, 16, 20, 24]),
]
SOLUTION = [
    ["Abby", "ivy", "$20"],
    ["Dario", "orchid", "$24"],
    ["Greta", "aloe", "$12"],
    ["Hollis", "fern", "$16"],
]
CLUES = [
    ("The customer who paid $16 bought the fern.", lambda s: s.same("$16", "fern")),
    ("The orchid cost $4 more than Abby's plant.", lambda s: s.n(P, "orchid") == s.n(P, "Abby") + 4),
    ("Greta's plant was the cheapest.", lambda s: s.n(P, "Greta") == 12),
    ("Neither the aloe nor Hollis's plant cost $20.", lambda s: not s.same("aloe", "$20") and not s.same("Hollis", "$20")),
    ("Hollis didn't spend more than Dario.", lambda s: not s.n(P, "Hollis") > s.n(P, "Dario")),
]
QUESTIONS = [("Which plant did Abby buy?", lambda s: s.v("Plants", "Abby"))]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
