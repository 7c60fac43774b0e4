D = "Distances"
P = "Pledges"
def d(s, x):
    return s.n(D, x)
def p(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Walkers", ["Ahmed", "Bella", "Carmen", "Dmitri"]),
    ("Distances", ["5.5 km", "7 km", "8.5 km", "10 km"], [55, 70, 85, 100]),
    ("Pledges", ["$120", "$175", "$230", "$285"], [120, 175, 230, 285]),
    ("Charities", ["animal shelter", "food bank", "hospice", "library"]),
]
CLUES = [
    ("The person who walked the farthest raised $175.", lambda s: p(s, "10 km") == 175),
    ("Bella walked the shortest distance but raised the most money.", lambda s: d(s, "Bella") == 55 and p(s, "Bella") == 285),
    ("Dmitri walked 1.5 km less than Ahmed.", lambda s: d(s, "Dmitri") == d(s, "Ahmed") - 15),
    ("The hospice walker raised $55 more than the library walker.", lambda s: p(s, "hospice") == p(s, "library") + 55),
    ("The animal shelter walker raised less than Carmen.", lambda s: p(s, "animal shelter") < p(s, "Carmen")),
    ("Either Carmen or Dmitri walked for the library.", lambda s: s.same("Carmen", "library") != s.same("Dmitri", "library")),
    ("Bella didn't walk for the hospice.", lambda s: not s.same("Bella", "hospice")),
    ("Dmitri raised more than Ahmed.", lambda s: p(s, "Dmitri") > p(s, "Ahmed")),
]
QUESTIONS = [("Which charity did Ahmed walk for?", lambda s: s.v("Charities", "Ahmed"))]
