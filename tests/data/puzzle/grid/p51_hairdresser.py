T = "Times"
CATEGORIES = [
    ("Clients", ["Eileen", "Joan", "Marjorie", "Rita"]),
    ("Treatments", ["blow-dry", "cut", "perm", "tint"]),
    ("Times", ["9.30am", "10.00am", "10.30am", "11.00am"], [570, 600, 630, 660]),
]
SOLUTION = [
    ["Eileen", "tint", "11.00am"],
    ["Joan", "cut", "9.30am"],
    ["Marjorie", "perm", "10.30am"],
    ["Rita", "blow-dry", "10.00am"],
]
CLUES = [
    ("The perm was booked for half past ten.", lambda s: s.n(T, "perm") == 630),
    ("Rita's appointment was half an hour after Joan's.", lambda s: s.n(T, "Rita") == s.n(T, "Joan") + 30),
    ("Eileen, who didn't come in for a cut, was the last client of the morning.",
     lambda s: not s.same("Eileen", "cut") and s.n(T, "Eileen") == 660),
    ("Joan didn't have the blow-dry.", lambda s: not s.same("Joan", "blow-dry")),
    ("The blow-dry was at ten o'clock, and the cut was earlier still.",
     lambda s: s.n(T, "blow-dry") == 600 and s.n(T, "cut") < 600),
]
QUESTIONS = [
    ("At what time was Marjorie's appointment?", lambda s: s.v(T, "Marjorie")),
    ("Who had the tint?", lambda s: s.v("Clients", "tint")),
]
NUM = "."
INTRO = ["Sandra runs a one-woman salon above the greengrocer's. Last Saturday she had four regulars booked in at half-hourly intervals, each for a different treatment."]
ASK = "Can you discover the time of each woman's appointment and what she had done?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
