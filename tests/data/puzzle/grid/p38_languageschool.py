H = "Hours"
CATEGORIES = [
    ("Students", ["Bianca", "Dmitri", "Farah", "Ignacio"]),
    ("Languages", ["Arabic", "Japanese", "Portuguese", "Swedish"]),
    ("Hometowns", ["Leeds", "Lyon", "Perth", "Quito"]),
    ("Hours", ["2 hours", "4 hours", "6 hours", "8 hours"], [2, 4, 6, 8]),
]
SOLUTION = [
    ["Bianca", "Japanese", "Quito", "6 hours"],
    ["Dmitri", "Swedish", "Perth", "2 hours"],
    ["Farah", "Portuguese", "Lyon", "8 hours"],
    ["Ignacio", "Arabic", "Leeds", "4 hours"],
]
CLUES = [
    ("The student from Perth studies 4 hours a week less than Bianca.", lambda s: s.n(H, "Perth") == s.n(H, "Bianca") - 4),
    ("The student who is learning Arabic is either Ignacio or the student from Lyon.",
     lambda s: s.same("Arabic", "Ignacio") != s.same("Arabic", "Lyon")),
    ("Farah studies more hours a week than anyone else.", lambda s: s.n(H, "Farah") == 8),
    ("Of the student learning Japanese and the student from Leeds, one is Bianca and the other studies 4 hours a week.",
     lambda s: not s.same("Japanese", "Leeds") and (
         (s.same("Japanese", "Bianca") and s.same("Leeds", "4 hours")) or
         (s.same("Leeds", "Bianca") and s.same("Japanese", "4 hours")))),
    ("Dmitri isn't from Lyon.", lambda s: not s.same("Dmitri", "Lyon")),
    ("The Portuguese learner studies 2 hours a week more than the Japanese learner.",
     lambda s: s.n(H, "Portuguese") == s.n(H, "Japanese") + 2),
    ("The four students are Dmitri, the student from Quito, the one learning Portuguese and the one who studies 4 hours a week.",
     lambda s: len({s.e("Dmitri"), s.e("Quito"), s.e("Portuguese"), s.e("4 hours")}) == 4),
    ("The student learning Swedish doesn't study more hours than Ignacio.",
     lambda s: not s.n(H, "Swedish") > s.n(H, "Ignacio")),
]
NUM = "."
DOT = False
INTRO = ["Four adult learners signed up for evening language classes."]
OUTRO = []
REMARKS = INTRO + OUTRO
