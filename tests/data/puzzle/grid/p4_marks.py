M = "Marks"
def mk(s, x):
    return s.n(M, x)
CATEGORIES = [
    ("Students", ["Aziz", "Bronwen", "Cato", "Dimitra"]),
    ("Subjects", ["chemistry", "French", "geography", "music"]),
    ("Marks", ["28/40", "31/40", "34/40", "37/40"], [28, 31, 34, 37]),
]
CLUES = [
    ("Cato got the top mark.", lambda s: mk(s, "Cato") == 37),
    ("The geography student scored 3 marks more than Bronwen.", lambda s: mk(s, "geography") == mk(s, "Bronwen") + 3),
    ("Aziz beat Dimitra.", lambda s: mk(s, "Aziz") > mk(s, "Dimitra")),
    ("Bronwen doesn't take French or music.",
     lambda s: not s.same("Bronwen", "French") and not s.same("Bronwen", "music")),
    ("The music mark was 3 lower than the French mark.", lambda s: mk(s, "music") == mk(s, "French") - 3),
    ("Dimitra scored more than Bronwen.", lambda s: mk(s, "Dimitra") > mk(s, "Bronwen")),
]
QUESTIONS = [("What did Dimitra score?", lambda s: s.v("Marks", "Dimitra"))]
