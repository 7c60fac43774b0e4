S = "Slots"
def p(s, x):
    return s.n(S, x)
CATEGORIES = [
    ("Books", ["Ash Road", "Moth-Light", "The Long Winter", "Twelve Bells", "Wren's Nest"]),
    ("Authors", ["Brandt", "Lund", "Okoro", "Quinn", "Varga"]),
    ("Spines", ["black", "cream", "green", "red", "teal"]),
    ("Slots", ["1", "2", "3", "4", "5"]),
]
CLUES = [
    ("Moth-Light is far left.", lambda s: p(s, "Moth-Light") == 1),
    ("Varga's book is far right.", lambda s: p(s, "Varga") == 5),
    ("Okoro's book sits immediately right of The Long Winter.", lambda s: p(s, "Okoro") == p(s, "The Long Winter") + 1),
    ("The green book is next to Brandt's.", lambda s: abs(p(s, "green") - p(s, "Brandt")) == 1),
    ("Quinn didn't write Ash Road.", lambda s: not s.same("Quinn", "Ash Road")),
    ("Twelve Bells has a black spine.", lambda s: s.same("Twelve Bells", "black")),
    ("Wren's Nest stands between Moth-Light and The Long Winter.",
     lambda s: min(p(s, "Moth-Light"), p(s, "The Long Winter")) < p(s, "Wren's Nest") < max(p(s, "Moth-Light"), p(s, "The Long Winter"))),
    ("Ash Road's spine is red.", lambda s: s.same("Ash Road", "red")),
    ("Twelve Bells is Varga's.", lambda s: s.same("Twelve Bells", "Varga")),
    ("Quinn's spine is cream.", lambda s: s.same("Quinn", "cream")),
    ("Brandt's book is at one end.", lambda s: p(s, "Brandt") in (1, 5)),
]
REMARKS = ["Five new novels, one shelf. Slots are numbered from left to right."]
QUESTIONS = [("Who wrote Wren's Nest?", lambda s: s.v("Authors", "Wren's Nest"))]
