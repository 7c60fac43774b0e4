H = "Heights"
CATEGORIES = [
    ("Students", ["Aiden", "Bree", "Cole", "Dina", "Eli"]),
    ("Spots", ["bookshelf", "desk", "door", "sink", "windowsill"]),
    ("Heights", ["12 cm", "15 cm", "18 cm", "21 cm", "24 cm"], [12, 15, 18, 21, 24]),
]
SOLUTION = [
    ["Aiden", "sink", "18 cm"],
    ["Bree", "windowsill", "24 cm"],
    ["Cole", "bookshelf", "12 cm"],
    ["Dina", "door", "21 cm"],
    ["Eli", "desk", "15 cm"],
]
CLUES = [
    ("The bean on the windowsill grew the tallest.", lambda s: s.n(H, "windowsill") == 24),
    ("Cole's plant was the shortest, 3 cm shorter than the one by the desk.", lambda s: s.n(H, "Cole") == 12 and s.n(H, "desk") == 15),
    ("Dina's bean was 3 cm taller than Aiden's.", lambda s: s.n(H, "Dina") == s.n(H, "Aiden") + 3),
    ("Bree's plant grew 6 cm more than Aiden's.", lambda s: s.n(H, "Bree") == s.n(H, "Aiden") + 6),
    ("The plant by the door was not Aiden's.", lambda s: not s.same("door", "Aiden")),
    ("Eli's plant wasn't the tallest.", lambda s: s.n(H, "Eli") != 24),
    ("The plant by the sink was 6 cm taller than the one on the bookshelf.", lambda s: s.n(H, "sink") == s.n(H, "bookshelf") + 6),
]
QUESTIONS = [("Where did Aiden keep his plant?", lambda s: s.v("Spots", "Aiden"))]
NUM = "."
DOT = False
INTRO = ["Five students in Mr. Lowe's class each grew a bean plant in a different spot in the classroom. After three weeks they measured them."]
OUTRO = []
REMARKS = INTRO + OUTRO
