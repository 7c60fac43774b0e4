T = "Times"
CATEGORIES = [
    ("Runners", ["Ms Greer", "Mr Harlan", "Mr Harlow", "Mrs Tobin"]),
    ("Clubs", ["Harriers", "Pacers", "Ravens", "Striders"]),
    ("Times", ["42 minutes", "45 minutes", "48 minutes", "51 minutes"], [42, 45, 48, 51]),
]
CLUES = [
    ("Ms Greer was the fastest of the four, in 42 minutes.", lambda s: s.n(T, "Ms Greer") == 42),
    ("Mrs Tobin was the slowest.", lambda s: s.n(T, "Mrs Tobin") == 51),
    ("Mr Harlan finished 3 minutes ahead of Mr Harlow.", lambda s: s.n(T, "Mr Harlan") == s.n(T, "Mr Harlow") - 3),
    ("The Harriers runner came in last.", lambda s: s.n(T, "Harriers") == 51),
    ("Ms Greer doesn't run for the Pacers or the Striders.",
     lambda s: not s.same("Ms Greer", "Pacers") and not s.same("Ms Greer", "Striders")),
]
BAD = (5, "Mr Harlen runs with the Striders.")
REFUSED = {BAD[1]: {
    "'Mr Harlan runs with the Striders'": lambda s: s.same("Mr Harlan", "Striders"),
    "'Mr Harlow runs with the Striders'": lambda s: s.same("Mr Harlow", "Striders"),
}}
EXPECT = 2
NUM = ")"
DOT = False
INTRO = ["Four runners from four different clubs ran the Sunday 10K, and each finished in a different time."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Mr Harlen runs with the Striders.", must be refused: there is no Mr
Harlen among the runners. The name is one letter away from both Mr Harlan and
Mr Harlow, so it cannot be mended with any confidence. Without the clue the
puzzle has two solutions, which differ only in which of the two men runs for
the Striders and which for the Pacers. Read as Mr Harlan the clue gives one
solution; read as Mr Harlow it gives the other. A reader that matches the
nearest name picks one of them and answers wrongly half the time."""
