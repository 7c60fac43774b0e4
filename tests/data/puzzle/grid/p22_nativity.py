A = "Ages"
L = "Lines"
CATEGORIES = [
    ("Children", ["Esme", "Fred", "Gus"]),
    ("Roles", ["donkey", "innkeeper", "star"]),
    ("Ages", ["4", "5", "6"], [4, 5, 6]),
    ("Lines", ["2 lines", "5 lines", "8 lines"], [2, 5, 8]),
]
SOLUTION = [
    ["Esme", "innkeeper", "6", "8 lines"],
    ["Fred", "donkey", "4", "2 lines"],
    ["Gus", "star", "5", "5 lines"],
]
CLUES = [
    ("The youngest child played the donkey and had the fewest lines to learn.",
     lambda s: s.n(A, "donkey") == 4 and s.n(L, "donkey") == 2),
    ("Gus is older than Fred but younger than Esme.", lambda s: s.n(A, "Fred") < s.n(A, "Gus") < s.n(A, "Esme")),
    ("The innkeeper had 3 more lines than the star.", lambda s: s.n(L, "innkeeper") == s.n(L, "star") + 3),
    ("Gus and the innkeeper are different children.", lambda s: not s.same("Gus", "innkeeper")),
]
QUESTIONS = [
    ("Who played the star?", lambda s: s.v("Children", "star")),
    ("How many lines did Esme have?", lambda s: s.v(L, "Esme")),
]
NUM = None
DOT = False
INTRO = ["Three children from the infant class had parts in the school nativity play."]
OUTRO = []
REMARKS = INTRO + OUTRO
