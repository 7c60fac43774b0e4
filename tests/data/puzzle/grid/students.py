S = "Scores"
CATEGORIES = [
    ("Students", ["Kira", "Leon", "Mina", "Nils"]),
    ("Subjects", ["chemistry", "geology", "history", "music"]),
    ("Scores", ["81%", "85%", "89%", "93%"], [81, 85, 89, 93]),
    ("Cities", ["Leeds", "Perth", "Quito", "Riga"]),
]
CLUES = [
    ("The music student scored 4 points lower than the student from Perth.",
     lambda s: s.n(S, "music") == s.n(S, "Perth") - 4),
    ("Mina scored higher than Kira.", lambda s: s.n(S, "Mina") > s.n(S, "Kira")),
    ("The history student scored 8 points lower than the student from Leeds.",
     lambda s: s.n(S, "history") == s.n(S, "Leeds") - 8),
    ("The chemistry student is from Leeds.", lambda s: s.same("chemistry", "Leeds")),
    ("Kira scored 8 points higher than Leon.", lambda s: s.n(S, "Kira") == s.n(S, "Leon") + 8),
    ("The student from Riga scored higher than the student from Quito.", lambda s: s.n(S, "Riga") > s.n(S, "Quito")),
]
QUESTIONS = [("What does Nils study?", lambda s: s.v("Subjects", "Nils"))]
