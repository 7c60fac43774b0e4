S = "Stars"
CATEGORIES = [
    ("Children", ["Quinn", "Rosa", "Sami", "Toby"]),
    ("Charts", ["dinosaur", "football", "rocket", "unicorn"]),
    ("Stars", ["5 stars", "8 stars", "11 stars", "14 stars"], [5, 8, 11, 14]),
]
SOLUTION = [
    ["Quinn", "unicorn", "11 stars"],
    ["Rosa", "rocket", "14 stars"],
    ["Sami", "football", "5 stars"],
    ["Toby", "dinosaur", "8 stars"],
]
CLUES = [
    ("Rosa collected more gold stars than anyone else.", lambda s: s.n(S, "Rosa") == 14),
    ("The child with the dinosaur chart collected 3 more stars than Sami.",
     lambda s: s.n(S, "dinosaur") == s.n(S, "Sami") + 3),
    ("Exactly one of Quinn and Toby collected more than 10 stars.",
     lambda s: (s.n(S, "Quinn") > 10) != (s.n(S, "Toby") > 10)),
    ("Toby collected fewer stars than Quinn, and Sami's chart isn't the rocket.",
     lambda s: s.n(S, "Toby") < s.n(S, "Quinn") and not s.same("Sami", "rocket")),
    ("The unicorn chart has 3 fewer stars on it than the rocket chart.",
     lambda s: s.n(S, "unicorn") == s.n(S, "rocket") - 3),
]
QUESTIONS = [("How many stars did Toby collect?", lambda s: s.v(S, "Toby"))]
NUM = None
DOT = False
INTRO = ["Four children in Class 2 each have a star chart with a different picture on it. By Friday they had collected different numbers of gold stars."]
OUTRO = []
REMARKS = INTRO + OUTRO
