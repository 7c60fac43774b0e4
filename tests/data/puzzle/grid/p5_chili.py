P = "Places"
def p(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Cooks", ["Abe", "Bev", "Cruz", "Dot", "Eli"]),
    ("Peppers", ["ancho", "chipotle", "habanero", "jalapeño", "poblano"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"]),
]
CLUES = [
    ("Bev won.", lambda s: p(s, "Bev") == 1),
    ("Cruz came last.", lambda s: p(s, "Cruz") == 5),
    ("The jalapeño chili was runner-up.", lambda s: p(s, "jalapeño") == 2),
    ("Abe beat Eli.", lambda s: p(s, "Abe") < p(s, "Eli")),
    ("Abe didn't use ancho.", lambda s: not s.same("Abe", "ancho")),
    ("The poblano placed one spot above the chipotle.", lambda s: p(s, "poblano") == p(s, "chipotle") - 1),
    ("The habanero won.", lambda s: p(s, "habanero") == 1),
    ("Dot finished ahead of Abe.", lambda s: p(s, "Dot") < p(s, "Abe")),
]
