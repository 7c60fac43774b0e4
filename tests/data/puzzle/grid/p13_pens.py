# Collectors' newsletter: nib sizes are ordered words; prices with cents.
N = "Nibs"
PR = "Prices"
def n(s, x):
    return s.n(N, x)
def pr(s, x):
    return s.n(PR, x)
NUM = "1)"
DOT = True
CATEGORIES = [
    ("Buyers", ["Mr. Achebe", "Ms. Brandt", "Mrs. Castellano", "Mr. Ekwueme"]),
    ("Nibs", ["extra fine", "fine", "medium", "broad"], [1, 2, 3, 4]),
    ("Inks", ["black", "blue-black", "green", "violet"]),
    ("Prices", ["$24.50", "$37.00", "$58.75", "$112.00"], [2450, 3700, 5875, 11200]),
]
SOLUTION = [
    ("Mr. Achebe", "broad", "green", "$58.75"),
    ("Ms. Brandt", "extra fine", "violet", "$112.00"),
    ("Mrs. Castellano", "medium", "black", "$24.50"),
    ("Mr. Ekwueme", "fine", "blue-black", "$37.00"),
]
INTRO = ["Four members bought a fountain pen apiece at the Pen Circle's annual swap. The pens had four different nibs, from extra fine (the finest) to broad, and each was sold already filled with a different ink."]
CLUES = [
    ("The most expensive pen has the finest nib.", lambda s: n(s, "$112.00") == 1),
    ("Mrs. Castellano paid $12.50 less than Mr. Ekwueme.", lambda s: pr(s, "Mrs. Castellano") + 1250 == pr(s, "Mr. Ekwueme")),
    ("The pen filled with green ink has a broader nib than Mrs. Castellano's.", lambda s: n(s, "green") > n(s, "Mrs. Castellano")),
    ("Ms. Brandt's ink is violet.", lambda s: s.same("Ms. Brandt", "violet")),
    ("The blue-black ink is in the pen with the fine nib.", lambda s: s.same("blue-black", "fine")),
    ("Mr. Achebe's pen cost more than the one with black ink.", lambda s: pr(s, "Mr. Achebe") > pr(s, "black")),
    ("Mr. Achebe filled his pen with green ink.", lambda s: s.same("Mr. Achebe", "green")),
    ("Mrs. Castellano's pen has a medium nib.", lambda s: s.same("Mrs. Castellano", "medium")),
]
QUESTIONS = [("Which nib did Mr. Ekwueme buy?", lambda s: s.v("Nibs", "Mr. Ekwueme"))]
REMARKS = INTRO
