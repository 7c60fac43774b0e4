V = "Votes"
CATEGORIES = [
    ("Students", ["Marian", "Miriam", "Odette", "Pavel"]),
    ("Projects", ["battery", "compost", "robot arm", "volcano"]),
    ("Votes", ["14", "19", "24", "29"], [14, 19, 24, 29]),
]
CLUES = [
    ("The volcano received the fewest votes.", lambda s: s.n(V, "volcano") == 14),
    ("Pavel's project got 5 more votes than the compost project.", lambda s: s.n(V, "Pavel") == s.n(V, "compost") + 5),
    ("The project that received 24 votes isn't the battery.", lambda s: not s.same("24", "battery")),
    ("Odette's project received 29 votes.", lambda s: s.same("Odette", "29")),
    ("The robot arm isn't Odette's.", lambda s: not s.same("robot arm", "Odette")),
]
BAD = (3, "The compost project is Mariam's.")
REFUSED = {BAD[1]: {
    "'Marian' (one letter changed)": lambda s: s.same("Marian", "compost"),
    "'Miriam' (one letter changed)": lambda s: s.same("Miriam", "compost"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "The compost project is Mariam's.", must be refused: no student
is called Mariam. The name is one letter away from both Marian and Miriam, so it
cannot be corrected with any confidence. Without the clue the puzzle has two
solutions. Read as Marian it gives one solution; read as Miriam it gives the other."""
