# Children's magazine: short clues, places 1st to 4th, a question.
P = "Places"
def p(s, x):
    return s.n(P, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Children", ["Amir", "Bella", "Cody", "Dina"]),
    ("Sweets", ["chocolate buttons", "jelly beans", "marshmallows", "candy canes"]),
    ("Places", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
]
SOLUTION = [
    ("Amir", "jelly beans", "2nd"),
    ("Bella", "candy canes", "4th"),
    ("Cody", "chocolate buttons", "1st"),
    ("Dina", "marshmallows", "3rd"),
]
INTRO = ["Four children made gingerbread houses for the school fair. Each one decorated the roof with a different kind of sweet."]
CLUES = [
    ("Cody won first prize.", lambda s: p(s, "Cody") == 1),
    ("Bella came last.", lambda s: p(s, "Bella") == 4),
    ("The house with marshmallows came just behind Amir's house.", lambda s: p(s, "marshmallows") == p(s, "Amir") + 1),
    ("Bella did not use chocolate buttons.", lambda s: not s.same("Bella", "chocolate buttons")),
    ("The jelly bean house came second.", lambda s: p(s, "jelly beans") == 2),
    ("Dina's house had marshmallows on the roof.", lambda s: s.same("Dina", "marshmallows")),
]
QUESTIONS = [("Who used candy canes?", lambda s: s.v("Children", "candy canes"))]
REMARKS = INTRO
