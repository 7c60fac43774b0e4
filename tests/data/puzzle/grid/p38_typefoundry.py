V = "Votes"
CATEGORIES = [
    ("Typefaces", ["Argent", "Bellwood", "Corvo", "Delmar"]),
    ("Designers", ["Hana", "Ivo", "Jolene", "Kasim"]),
    ("Votes", ["12", "15", "18", "21"], [12, 15, 18, 21]),
]
SOLUTION = [
    ["Argent", "Jolene", "18"],
    ["Bellwood", "Kasim", "12"],
    ["Corvo", "Hana", "21"],
    ["Delmar", "Ivo", "15"],
]
CLUES = [
    ("The typeface designed by Ivo received 3 more votes than Bellwood.", lambda s: s.n(V, "Ivo") == s.n(V, "Bellwood") + 3),
    ("Corvo won the most votes.", lambda s: s.n(V, "Corvo") == 21),
    ("Hana's typeface got 6 more votes than Ivo's.", lambda s: s.n(V, "Hana") == s.n(V, "Ivo") + 6),
    ("The typeface that received 18 votes isn't Kasim's.", lambda s: not s.same("18", "Kasim")),
    ("Delmar wasn't designed by Jolene.", lambda s: not s.same("Delmar", "Jolene")),
]
QUESTIONS = [("Who designed Argent?", lambda s: s.v("Designers", "Argent"))]
NUM = "."
DOT = False
INTRO = ["A type foundry let its staff vote on four new typefaces."]
OUTRO = []
REMARKS = INTRO + OUTRO
