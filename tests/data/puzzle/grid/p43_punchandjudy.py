Y = "Years"
CATEGORIES = [
    ("Professors", ["Barney", "Cyril", "Norris", "Wilf"]),
    ("Resorts", ["Llandudno", "Margate", "Skegness", "Weymouth"]),
    ("Years", ["1968", "1975", "1982", "1989"], [1968, 1975, 1982, 1989]),
]
SOLUTION = [
    ["Barney", "Skegness", "1982"],
    ["Cyril", "Weymouth", "1968"],
    ["Norris", "Margate", "1989"],
    ["Wilf", "Llandudno", "1975"],
]
CLUES = [
    ("Cyril has been performing longer than any of the others, but not at Margate.",
     lambda s: s.n(Y, "Cyril") == 1968 and not s.same("Cyril", "Margate")),
    ("The Skegness Professor started 7 years after Wilf.", lambda s: s.n(Y, "Skegness") == s.n(Y, "Wilf") + 7),
    ("Norris gave his first show later than the man who works at Skegness.", lambda s: s.n(Y, "Norris") > s.n(Y, "Skegness")),
    ("Wilf doesn't perform at Weymouth.", lambda s: not s.same("Wilf", "Weymouth")),
    ("Norris works at neither Llandudno nor Weymouth.", lambda s: not s.same("Norris", "Llandudno") and not s.same("Norris", "Weymouth")),
]
QUESTIONS = [("Where does Barney perform?", lambda s: s.v("Resorts", "Barney"))]
NUM = "."
DOT = False
INTRO = ["Four Punch and Judy men, or 'Professors' as they like to be called, each work the beach at a different seaside resort. "
         "Can you work out where each one performs and the year in which he gave his first show?"]
OUTRO = []
REMARKS = INTRO + OUTRO
