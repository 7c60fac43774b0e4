P = "Points"
CATEGORIES = [
    ("Members", ["Jude", "Kit", "Lane", "Mika"]),
    ("Subjects", ["history", "music", "science", "sport"]),
    ("Points", ["2 points", "5 points", "8 points", "11 points"], [2, 5, 8, 11]),
]
CLUES = [
    ("Kit covers music.", lambda s: s.same("Kit", "music")),
    ("Neither Jude nor Lane answers the sport questions.", lambda s: not s.same("Jude", "sport") and not s.same("Lane", "sport")),
    ("The history specialist scored 3 points fewer than Kit.", lambda s: s.n(P, "history") == s.n(P, "Kit") - 3),
    ("The science specialist isn't Jude.", lambda s: not s.same("science", "Jude")),
    ("Mika didn't score 2 points.", lambda s: not s.same("Mika", "2 points")),
]
BAD = (4, "The team captain scored 8 points.")
REFUSED = {BAD[1]: {
    "'Jude is the captain'": lambda s: s.same("Jude", "8 points"),
    "'Kit is the captain'": lambda s: s.same("Kit", "8 points"),
    "'Lane is the captain'": lambda s: s.same("Lane", "8 points"),
    "'Mika is the captain'": lambda s: s.same("Mika", "8 points"),
}}
EXPECT = 4
NUM = ")"
INTRO = ["Quiz Team: the four members of a pub quiz team each answer the questions on a different subject. Last week each scored a different number of points."]
OUTRO = []
REMARKS = INTRO
BAD_WHY = """Clue 4, "The team captain scored 8 points.", must be refused: the puzzle never
says who the captain is, and no category is about it, so the clue cannot be tied to
any member. Without it the puzzle has four solutions, one for each member scoring
8 points; taking the captain to be Jude, Kit, Lane or Mika gives a different one of
them each time, so the answer is a guess."""
