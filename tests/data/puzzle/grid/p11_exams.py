# Puzzle-book style: music exams, grades (ordered labels) and marks.
GR = "Grades"
M = "Marks"
def gr(s, x):
    return s.n(GR, x)
def m(s, x):
    return s.n(M, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Pupils", ["Clemmie", "Dafydd", "Esther", "Florian"]),
    ("Instruments", ["cello", "clarinet", "flute", "piano"]),
    ("Grades", ["Grade 2", "Grade 3", "Grade 5", "Grade 6"], [2, 3, 5, 6]),
    ("Marks", ["112", "121", "128", "135"], [112, 121, 128, 135]),
]
SOLUTION = [("Clemmie", "flute", "Grade 5", "128"), ("Dafydd", "cello", "Grade 2", "135"),
            ("Esther", "clarinet", "Grade 6", "112"), ("Florian", "piano", "Grade 3", "121")]
INTRO = ["Mrs. Pennington's four pupils all sat their music exams last term, each on a different instrument and each at a different grade. The marks came back this week (out of a possible 150), and no two pupils got the same mark."]
CLUES = [
    ("The pupil who took Grade 2 got the highest mark.", lambda s: m(s, "Grade 2") == 135),
    ("Esther took a higher grade than Clemmie.", lambda s: gr(s, "Esther") > gr(s, "Clemmie")),
    ("The flautist scored 7 marks more than Florian.", lambda s: m(s, "flute") == m(s, "Florian") + 7),
    ("The clarinet exam was the highest grade of the four.", lambda s: gr(s, "clarinet") == 6),
    ("Florian got 9 marks more than Esther.", lambda s: m(s, "Florian") == m(s, "Esther") + 9),
    ("Florian doesn't play the flute.", lambda s: not s.same("Florian", "flute")),
    ("The pianist took Grade 3.", lambda s: gr(s, "piano") == 3),
    ("Clemmie scored lower than Dafydd.", lambda s: m(s, "Clemmie") < m(s, "Dafydd")),
    ("Florian took a lower grade than Esther.", lambda s: gr(s, "Florian") < gr(s, "Esther")),
]
QUESTIONS = [("What mark did Dafydd get?", lambda s: s.v("Marks", "Dafydd"))]
REMARKS = INTRO
