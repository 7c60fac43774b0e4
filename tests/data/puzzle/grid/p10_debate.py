# Puzzle-book style; percentages and speaking order.
M = "Marks"
O = "Order"
def m(s, x):
    return s.n(M, x)
def o(s, x):
    return s.n(O, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Debaters", ["Ayesha", "Bram", "Chidi", "Delia"]),
    ("Schools", ["Ashgrove", "Beechwood", "Cedar Hill", "Oakfield"]),
    ("Marks", ["72%", "78%", "85%", "91%"], [72, 78, 85, 91]),
    ("Order", ["1st", "2nd", "3rd", "4th"]),
]
SOLUTION = [("Ayesha", "Cedar Hill", "91%", "3rd"), ("Bram", "Oakfield", "72%", "1st"),
            ("Chidi", "Ashgrove", "85%", "4th"), ("Delia", "Beechwood", "78%", "2nd")]
INTRO = ["Four students from four schools spoke in the final of the regional debating cup. The judges gave each speaker a percentage mark."]
CLUES = [
    ("The highest mark went to the student from Cedar Hill.", lambda s: m(s, "Cedar Hill") == 91),
    ("The student who spoke first got the lowest mark.", lambda s: m(s, "1st") == 72),
    ("Chidi scored 7 percentage points more than Delia.", lambda s: m(s, "Chidi") == m(s, "Delia") + 7),
    ("Delia spoke immediately before Ayesha.", lambda s: o(s, "Delia") == o(s, "Ayesha") - 1),
    ("Bram isn't from Ashgrove.", lambda s: not s.same("Bram", "Ashgrove")),
    ("The Beechwood student scored 6 points more than the Oakfield student.", lambda s: m(s, "Beechwood") == m(s, "Oakfield") + 6),
    ("Chidi spoke last.", lambda s: o(s, "Chidi") == 4),
]
QUESTIONS = [("What mark did Bram get?", lambda s: s.v(M, "Bram"))]
REMARKS = INTRO
