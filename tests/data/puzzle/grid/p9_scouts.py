A = "Ages"
def a(s, x):
    return s.n(A, x)
NUM = ""
CATEGORIES = [
    ("Scouts", ["Ayo", "Brin", "Cato"]),
    ("Badges", ["astronomy", "first aid", "knots"]),
    ("Ages", ["11", "12", "13"], [11, 12, 13]),
    ("Patrols", ["Badger", "Curlew", "Otter"]),
]
SOLUTION = [("Ayo", "knots", "13", "Curlew"), ("Brin", "astronomy", "11", "Otter"), ("Cato", "first aid", "12", "Badger")]
CLUES = [
    ("The youngest scout earned the astronomy badge.", lambda s: a(s, "astronomy") == 11),
    ("Ayo is older than Cato.", lambda s: a(s, "Ayo") > a(s, "Cato")),
    ("Cato is not in the Otter patrol.", lambda s: not s.same("Cato", "Otter")),
    ("The scout in the Badger patrol is 12.", lambda s: s.same("Badger", "12")),
    ("The knots badge didn't go to the scout from the Badger patrol.", lambda s: not s.same("knots", "Badger")),
    ("Brin is younger than both of the others.", lambda s: a(s, "Brin") == 11),
    ("Ayo is in the Curlew patrol.", lambda s: s.same("Ayo", "Curlew")),
]
QUESTIONS = [("Which badge did Cato earn?", lambda s: s.v("Badges", "Cato"))]
