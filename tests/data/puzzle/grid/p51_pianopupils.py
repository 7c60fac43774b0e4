G = "Grades"
CATEGORIES = [
    ("Pupils", ["Abigail", "Ciaran", "Freya", "Rhys"]),
    ("Surnames", ["Dorsett", "Fowler", "Kemp", "Whitlock"]),
    ("Composers", ["Bach", "Chopin", "Haydn", "Mozart"]),
    ("Grades", ["Grade 2", "Grade 3", "Grade 4", "Grade 5"], [2, 3, 4, 5]),
]
SOLUTION = [
    ["Abigail", "Kemp", "Chopin", "Grade 5"],
    ["Ciaran", "Whitlock", "Bach", "Grade 2"],
    ["Freya", "Dorsett", "Mozart", "Grade 3"],
    ["Rhys", "Fowler", "Haydn", "Grade 4"],
]
CLUES = [
    ("The Kemp youngster is sitting Grade 5.", lambda s: s.same("Kemp", "Grade 5")),
    ("Ciaran is taking an exam two grades below Rhys's.", lambda s: s.n(G, "Ciaran") == s.n(G, "Rhys") - 2),
    ("The Mozart is being played for Grade 3, but not by the Fowler pupil.",
     lambda s: s.same("Mozart", "Grade 3") and not s.same("Mozart", "Fowler")),
    ("Freya, whose surname isn't Whitlock, isn't playing the Bach.",
     lambda s: not s.same("Freya", "Whitlock") and not s.same("Freya", "Bach")),
    ("Abigail isn't playing the Haydn.", lambda s: not s.same("Abigail", "Haydn")),
    ("Rhys's surname is neither Dorsett nor Kemp.",
     lambda s: not s.same("Rhys", "Dorsett") and not s.same("Rhys", "Kemp")),
    ("Freya is taking a lower grade than Abigail.", lambda s: s.n(G, "Freya") < s.n(G, "Abigail")),
    ("The Bach is being played at a lower grade than the Haydn.", lambda s: s.n(G, "Bach") < s.n(G, "Haydn")),
    ("The Whitlock pupil is sitting a lower grade than the Fowler pupil.", lambda s: s.n(G, "Whitlock") < s.n(G, "Fowler")),
]
QUESTIONS = [
    ("Which grade is Freya taking?", lambda s: s.v(G, "Freya")),
    ("What is the surname of the pupil playing the Chopin?", lambda s: s.v("Surnames", "Chopin")),
]
NUM = ")"
INTRO = ["Four of Mrs Pennock's piano pupils are sitting their exams next week, each at a different grade, and each has chosen a piece by a different composer as the main piece."]
ASK = "Can you work out each pupil's full name, grade and composer?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
