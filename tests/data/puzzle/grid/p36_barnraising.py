T = "Arrival"
CATEGORIES = [
    ("Neighbors", ["Abner", "Clement", "Eldon", "Hiram", "Otis"]),
    ("Tools", ["block plane", "crosscut saw", "ladder", "level", "mallet"]),
    ("Jobs", ["doors", "framing", "rafters", "shingles", "siding"]),
    ("Arrival", ["6:00", "6:15", "6:30", "6:45", "7:00"], [360, 375, 390, 405, 420]),
]
SOLUTION = [
    ["Abner", "level", "framing", "6:30"],
    ["Clement", "ladder", "shingles", "6:00"],
    ["Eldon", "mallet", "doors", "7:00"],
    ["Hiram", "crosscut saw", "rafters", "6:15"],
    ["Otis", "block plane", "siding", "6:45"],
]
CLUES = [
    ("The man who brought the ladder was the first to arrive, and he spent the day on the shingles.",
     lambda s: s.n(T, "ladder") == 360 and s.same("ladder", "shingles")),
    ("Hiram arrived 15 minutes before the man who did the framing.",
     lambda s: s.n(T, "Hiram") == s.n(T, "framing") - 15),
    ("Eldon, who didn't bring the level, was the last to show up.",
     lambda s: not s.same("Eldon", "level") and s.n(T, "Eldon") == 420),
    ("Of Otis and the man who hung the doors, one brought the mallet and the other arrived at 6:45.",
     lambda s: not s.same("Otis", "doors") and (
         (s.same("Otis", "mallet") and s.same("doors", "6:45")) or
         (s.same("doors", "mallet") and s.same("Otis", "6:45")))),
    ("The man with the crosscut saw got there half an hour before the man with the block plane.",
     lambda s: s.n(T, "crosscut saw") == s.n(T, "block plane") - 30),
    ("Abner worked on neither the rafters nor the siding.",
     lambda s: not s.same("Abner", "rafters") and not s.same("Abner", "siding")),
    ("The siding was put up by the man who had brought the block plane.",
     lambda s: s.same("siding", "block plane")),
    ("Abner got there a quarter of an hour after Hiram did.",
     lambda s: s.n(T, "Abner") == s.n(T, "Hiram") + 15),
    ("Otis didn't bring the mallet, and neither did Hiram, who wasn't the first man on the site.",
     lambda s: not s.same("Otis", "mallet") and not s.same("Hiram", "mallet") and s.n(T, "Hiram") != 360),
]
QUESTIONS = [("Who put up the siding?", lambda s: s.v("Neighbors", "siding"))]
NUM = "."
DOT = False
INTRO = ["Five neighbors turned out last Saturday morning, between 6:00 and 7:00, to help the Yoder family raise a new barn. Each man arrived at a different time, brought a different tool, and was given a different job for the day."]
OUTRO = []
REMARKS = INTRO + OUTRO
