M = "Times"
CATEGORIES = [
    ("Paper boys and girls", ["Jack", "Katie", "Liam"]),
    ("Rounds", ["Elm Road", "Mill Lane", "Station Road"]),
    ("Times", ["40 minutes", "50 minutes", "60 minutes"], [40, 50, 60]),
]
INTRO = [
    "Mr Patel's newsagent's on the corner employs three youngsters to deliver the morning "
    "papers, each on a different round, and each round takes a different time to complete.",
]
CLUES = [
    ("The Mill Lane round takes ten minutes longer than Katie's.",
     lambda s: s.n(M, "Mill Lane") == s.n(M, "Katie") + 10),
    ("Liam, who doesn't deliver in Station Road, takes the longest.",
     lambda s: not s.same("Liam", "Station Road") and s.n(M, "Liam") == 60),
    ("Jack's round isn't the quickest.", lambda s: s.n(M, "Jack") != 40),
]
QUESTIONS = [("How long does the Elm Road round take?", lambda s: s.v(M, "Elm Road"))]
REMARKS = INTRO
