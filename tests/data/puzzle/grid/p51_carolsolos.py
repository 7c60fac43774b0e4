A = "Ages"
CATEGORIES = [
    ("Mothers", ["Mrs Ashton", "Mrs Bryce", "Mrs Carver", "Mrs Denholm"]),
    ("Sons", ["Harry", "Oliver", "Samuel", "Toby"]),
    ("Carols", ["Away in a Manger", "In the Bleak Midwinter", "Once in Royal David's City", "Silent Night"]),
    ("Ages", ["8", "9", "10", "11"], [8, 9, 10, 11]),
]
SOLUTION = [
    ["Mrs Ashton", "Toby", "Silent Night", "8"],
    ["Mrs Bryce", "Oliver", "Away in a Manger", "10"],
    ["Mrs Carver", "Harry", "In the Bleak Midwinter", "11"],
    ["Mrs Denholm", "Samuel", "Once in Royal David's City", "9"],
]
CLUES = [
    ("Mrs Ashton's son is two years younger than Oliver.", lambda s: s.n(A, "Mrs Ashton") == s.n(A, "Oliver") - 2),
    ("The boy who sang \"Silent Night\" is the youngest of the four.", lambda s: s.n(A, "Silent Night") == 8),
    ("Neither Samuel nor the Carver boy sang \"Away in a Manger\".",
     lambda s: not s.same("Samuel", "Away in a Manger") and not s.same("Mrs Carver", "Away in a Manger")),
    ("Mrs Denholm's son is nine.", lambda s: s.n(A, "Mrs Denholm") == 9),
    ("Harry is older than the boy who sang \"Away in a Manger\".", lambda s: s.n(A, "Harry") > s.n(A, "Away in a Manger")),
    ("\"In the Bleak Midwinter\" wasn't sung by Mrs Denholm's boy.", lambda s: not s.same("In the Bleak Midwinter", "Mrs Denholm")),
    ("Samuel is a year older than Toby, and the Carver boy is the eldest.",
     lambda s: s.n(A, "Samuel") == s.n(A, "Toby") + 1 and s.n(A, "Mrs Carver") == 11),
]
QUESTIONS = [
    ("What is the name of Mrs Carver's son?", lambda s: s.v("Sons", "Mrs Carver")),
    ("Which carol did Oliver sing?", lambda s: s.v("Carols", "Oliver")),
]
NUM = "."
INTRO = ["At the carol service in St Michael's, four choirboys each sang one verse of a different carol as a solo, while their mothers watched proudly from the front pew."]
ASK = "Can you name each mother's son, give his age and say which carol he sang?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
