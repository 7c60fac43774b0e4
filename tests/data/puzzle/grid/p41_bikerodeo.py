A = "Ages"
S = "Scores"
def of(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CATEGORIES = [
    ("First names", ["Bobby", "Danny", "Gina", "Kathy", "Rusty"]),
    ("Last names", ["Acker", "Boyle", "Carr", "Dietz", "Ewing"]),
    ("Bikes", ["Columbia", "Huffy", "Murray", "Raleigh", "Schwinn"]),
    ("Ages", ["8", "9", "10", "11", "12"], [8, 9, 10, 11, 12]),
    ("Scores", ["70 points", "75 points", "80 points", "85 points", "90 points"], [70, 75, 80, 85, 90]),
]
SOLUTION = [
    ["Bobby", "Dietz", "Huffy", "10", "85 points"],
    ["Danny", "Acker", "Schwinn", "12", "70 points"],
    ["Gina", "Ewing", "Raleigh", "9", "90 points"],
    ["Kathy", "Boyle", "Murray", "11", "75 points"],
    ["Rusty", "Carr", "Columbia", "8", "80 points"],
]
CLUES = [
    ("The youngest rider, who isn't the Acker boy, scored 80 points.",
     lambda s: s.n(A, "80 points") == 8 and not s.same("80 points", "Acker")),
    ("Gina scored the most points, though she is only 9.", lambda s: s.n(S, "Gina") == 90 and s.n(A, "Gina") == 9),
    ("The Schwinn rider is 12 and scored 5 points less than Kathy.",
     lambda s: s.n(A, "Schwinn") == 12 and s.n(S, "Schwinn") == s.n(S, "Kathy") - 5),
    ("The Dietz boy scored 10 points more than the Boyle girl.", lambda s: s.n(S, "Dietz") == s.n(S, "Boyle") + 10),
    ("Miss Ewing rode a Raleigh.", lambda s: s.same("Ewing", "Raleigh")),
    ("Bobby is one year younger than Kathy.", lambda s: s.n(A, "Bobby") == s.n(A, "Kathy") - 1),
    ("Of Rusty and the Huffy rider, one is the Carr boy and the other scored 85 points.",
     lambda s: of(s, "Rusty", "Huffy", "Carr", "85 points")),
    ("Neither Danny nor the Murray rider is the Dietz boy.",
     lambda s: not s.same("Danny", "Dietz") and not s.same("Murray", "Dietz")),
    ("Danny is older than Rusty.", lambda s: s.n(A, "Danny") > s.n(A, "Rusty")),
    ("The Columbia rider is younger than the Murray rider.", lambda s: s.n(A, "Columbia") < s.n(A, "Murray")),
]
QUESTIONS = [("What kind of bike does Danny ride?", lambda s: s.v("Bikes", "Danny"))]
NUM = "."
DOT = False
INTRO = ["The Safety Patrol held a bicycle rodeo in the Jefferson School parking lot, and five riders of different ages made the final round. Each rode a different make of bicycle and earned a different score on the obstacle course. From the clues, can you determine each rider's full name, make of bicycle, age, and score?"]
OUTRO = []
REMARKS = INTRO + OUTRO
