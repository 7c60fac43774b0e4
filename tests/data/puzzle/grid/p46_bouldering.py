A = "Attempts"
CATEGORIES = [
    ("Climbers", ["Nadia", "Oskar", "Priya", "Quentin"]),
    ("Holds", ["green", "orange", "purple", "yellow"]),
    ("Attempts", ["2 attempts", "3 attempts", "4 attempts", "5 attempts"], [2, 3, 4, 5]),
]
SOLUTION = [
    ["Nadia", "purple", "4 attempts"],
    ["Oskar", "green", "2 attempts"],
    ["Priya", "yellow", "5 attempts"],
    ["Quentin", "orange", "3 attempts"],
]
CLUES = [
    ("Oskar needed fewer attempts than anyone else.", lambda s: s.n(A, "Oskar") == 2),
    ("The person who climbed the yellow holds needed one more attempt than Nadia.",
     lambda s: s.n(A, "yellow") == s.n(A, "Nadia") + 1),
    ("Quentin topped out on his third try, one attempt more than Oskar needed.",
     lambda s: s.n(A, "Quentin") == 3 and s.n(A, "Quentin") == s.n(A, "Oskar") + 1),
    ("Nadia didn't climb the green problem.", lambda s: not s.same("Nadia", "green")),
    ("The orange problem took 3 attempts.", lambda s: s.same("orange", "3 attempts")),
]
NUM = "."
INTRO = ["Four friends each tried a different problem at the bouldering gym on Saturday, and each needed a different number of attempts to finish it."]
REMARKS = INTRO
QUESTIONS = [("Who climbed the purple problem?", lambda s: s.v("Climbers", "purple"))]
