R = "Rolls"
D = "Days"
CATEGORIES = [
    ("Sellers", ["Bobby", "Jill", "Mike", "Tina"]),
    ("Rolls", ["8 rolls", "11 rolls", "14 rolls", "17 rolls"], [8, 11, 14, 17]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"], [1, 2, 3, 4]),
    ("Prizes", ["harmonica", "jump rope", "kaleidoscope", "yo-yo"]),
]
SOLUTION = [
    ["Bobby", "14 rolls", "Wednesday", "harmonica"],
    ["Jill", "17 rolls", "Monday", "kaleidoscope"],
    ["Mike", "8 rolls", "Thursday", "yo-yo"],
    ["Tina", "11 rolls", "Tuesday", "jump rope"],
]
CLUES = [
    ("The child who turned in an order form on Monday sold the most rolls and won the kaleidoscope.",
     lambda s: s.n(R, "Monday") == 17 and s.same("Monday", "kaleidoscope")),
    ("Mike sold 3 fewer rolls than Tina.", lambda s: s.n(R, "Mike") == s.n(R, "Tina") - 3),
    ("The harmonica went to the child who turned in an order form the day after Tina did.",
     lambda s: s.n(D, "harmonica") == s.n(D, "Tina") + 1),
    ("Bobby, who won the harmonica, sold 6 more rolls than Mike.",
     lambda s: s.same("Bobby", "harmonica") and s.n(R, "Bobby") == s.n(R, "Mike") + 6),
    ("Mike turned in his order form later in the week than anyone else.", lambda s: s.n(D, "Mike") == 4),
    ("Jill sold more rolls than Bobby.", lambda s: s.n(R, "Jill") > s.n(R, "Bobby")),
    ("Tina didn't win the yo-yo.", lambda s: not s.same("Tina", "yo-yo")),
]
QUESTIONS = [("What prize did Tina win?", lambda s: s.v("Prizes", "Tina"))]
NUM = "."
DOT = False
INTRO = ["Four pupils at Garfield Elementary sold rolls of gift wrap door to door to raise money for new library books. Each turned in an order form on a different day, Monday through Thursday, and each won a different prize. From the clues, can you determine how many rolls each child sold, the day each form came in, and each child's prize?"]
OUTRO = []
REMARKS = INTRO + OUTRO
