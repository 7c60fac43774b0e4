S = "Scores"
G = "Grades"
CATEGORIES = [
    ("Students", ["Ana", "Boris", "Cleo", "Darnell", "Esme"]),
    ("Schools", ["Eastview", "Hillcrest", "Lakewood", "Northgate", "Ridgemont"]),
    ("Scores", ["84 points", "91 points", "98 points", "105 points", "112 points"], [84, 91, 98, 105, 112]),
    ("Grades", ["8th grade", "9th grade", "10th grade", "11th grade", "12th grade"], [8, 9, 10, 11, 12]),
]
SOLUTION = [
    ["Ana", "Ridgemont", "105 points", "9th grade"],
    ["Boris", "Eastview", "84 points", "12th grade"],
    ["Cleo", "Northgate", "112 points", "8th grade"],
    ["Darnell", "Lakewood", "91 points", "11th grade"],
    ["Esme", "Hillcrest", "98 points", "10th grade"],
]
CLUES = [
    ("The top scorer is in 8th grade.", lambda s: s.n(G, "112 points") == 8),
    ("Boris, who is in 12th grade, scored 7 points less than Darnell.",
     lambda s: s.same("Boris", "12th grade") and s.n(S, "Boris") == s.n(S, "Darnell") - 7),
    ("The Hillcrest student scored 7 points less than Ana.", lambda s: s.n(S, "Hillcrest") == s.n(S, "Ana") - 7),
    ("The 11th-grader goes to Lakewood.", lambda s: s.same("11th grade", "Lakewood")),
    ("Of the Northgate student and Esme, one scored 112 points and the other is in 10th grade.",
     lambda s: not s.same("Northgate", "Esme") and (
         (s.same("Northgate", "112 points") and s.same("Esme", "10th grade")) or
         (s.same("Esme", "112 points") and s.same("Northgate", "10th grade")))),
    ("The Ridgemont student is one grade below the Hillcrest student.",
     lambda s: s.n(G, "Ridgemont") == s.n(G, "Hillcrest") - 1),
    ("Cleo outscored Ana by 7 points.", lambda s: s.n(S, "Cleo") == s.n(S, "Ana") + 7),
    ("Esme is a grade above Ana.", lambda s: s.n(G, "Esme") == s.n(G, "Ana") + 1),
    ("Darnell is in a higher grade than Cleo.", lambda s: s.n(G, "Darnell") > s.n(G, "Cleo")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
