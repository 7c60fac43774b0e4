P = "Positions"
def p(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Positions", ["first", "second", "third", "fourth", "fifth"]),
    ("Customers", ["Fern", "Gus", "Ines", "Mr O'Dowd", "Tova"]),
    ("Orders", ["bao buns", "churros", "falafel wrap", "fish tacos", "pad thai"]),
]
CLUES = [
    ("Gus was at the very back of the queue, and he ordered the bao buns.",
     lambda s: p(s, "Gus") == 5 and s.same("Gus", "bao buns")),
    ("The person who ordered the churros stood directly behind Mr O'Dowd.",
     lambda s: p(s, "churros") == p(s, "Mr O'Dowd") + 1),
    ("Ines was somewhere behind Fern.", lambda s: p(s, "Ines") > p(s, "Fern")),
    ("Tova was two places ahead of the customer who wanted churros.",
     lambda s: p(s, "Tova") == p(s, "churros") - 2),
    ("The pad thai wasn't ordered by whoever was fourth.", lambda s: p(s, "pad thai") != 4),
    ("The fish tacos went to someone who was standing behind Fern.",
     lambda s: p(s, "fish tacos") > p(s, "Fern")),
    ("The falafel wrap was ordered by the person at the front of the queue.", lambda s: p(s, "falafel wrap") == 1),
    ("Neither Fern nor Mr O'Dowd was at the front of the queue.",
     lambda s: p(s, "Fern") != 1 and p(s, "Mr O'Dowd") != 1),
]
REMARKS = ["Lunchtime at the Friday market, and five people were lined up at the Wok & Roll truck. Positions are counted from the front of the queue, so the first person was served first."]
QUESTIONS = [("Who ordered the pad thai?", lambda s: s.v("Customers", "pad thai"))]
