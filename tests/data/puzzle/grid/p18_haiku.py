V = "Votes"
CATEGORIES = [
    ("Poets", ["Ruth", "Simon", "Tess", "Umar"]),
    ("Seasons", ["spring", "summer", "autumn", "winter"]),
    ("Votes", ["11", "14", "17", "23"], [11, 14, 17, 23]),
]
SOLUTION = [
    ["Ruth", "winter", "17"],
    ["Simon", "spring", "11"],
    ["Tess", "autumn", "23"],
    ["Umar", "summer", "14"],
]
CLUES = [
    ("The autumn haiku got the most votes.", lambda s: s.n(V, "autumn") == 23),
    ("Umar's poem received 3 votes more than Simon's.", lambda s: s.n(V, "Umar") == s.n(V, "Simon") + 3),
    ("The winter poem received 3 votes more than Umar's.", lambda s: s.n(V, "winter") == s.n(V, "Umar") + 3),
    ("Simon didn't write about summer.", lambda s: not s.same("Simon", "summer")),
    ("Ruth's poem got fewer votes than Tess's.", lambda s: s.n(V, "Ruth") < s.n(V, "Tess")),
]
QUESTIONS = [("Who wrote the winter haiku?", lambda s: s.v("Poets", "winter"))]
NUM = None
DOT = False
INTRO = ["Our poetry corner's haiku contest drew four brave entries this month, one for each season, and every poem got a different number of votes. Can you count votes and syllables at the same time?"]
OUTRO = []
REMARKS = INTRO + OUTRO
