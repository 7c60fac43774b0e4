# Category lines without full stops: five floors of a narrow building
# (ground floor to fourth floor), numbered clues; vertical order ("directly
# above", "somewhere below", "two floors above", "the top floor"), jobs,
# instruments ("the drummer", "the harpist") and holiday months.
H = "Floors"
def h(s, x):
    return s.n(H, x)
NUM = "1."
CATEGORIES = [
    ("Floors", ["ground floor", "first floor", "second floor", "third floor", "fourth floor"], [0, 1, 2, 3, 4]),
    ("Residents", ["Gwen", "Hector", "Ivy", "Jasper", "Kit"]),
    ("Jobs", ["chef", "nurse", "pilot", "plumber", "teacher"]),
    ("Instruments", ["banjo", "drums", "harp", "piano", "saxophone"]),
    ("Months", ["December", "July", "March", "May", "September"]),
]
SOLUTION = [
    ("ground floor", "Hector", "plumber", "drums", "March"),
    ("first floor", "Kit", "nurse", "harp", "July"),
    ("second floor", "Gwen", "chef", "piano", "May"),
    ("third floor", "Jasper", "teacher", "banjo", "December"),
    ("fourth floor", "Ivy", "pilot", "saxophone", "September"),
]
INTRO = ["Five people live in a narrow building, one on each floor from the ground floor up to the fourth floor. Each has a different job, plays a different instrument and takes a holiday in a different month."]
CLUES = [
    ("The chef lives on the second floor.", lambda s: h(s, "chef") == 2),
    ("The drummer lives on the ground floor.", lambda s: h(s, "drums") == 0),
    ("Ivy lives on the top floor.", lambda s: h(s, "Ivy") == 4),
    ("The nurse lives directly above the plumber.", lambda s: h(s, "nurse") == h(s, "plumber") + 1),
    ("Hector is a plumber.", lambda s: s.same("Hector", "plumber")),
    ("The pianist goes on holiday in May.", lambda s: s.same("piano", "May")),
    ("Jasper lives directly below Ivy.", lambda s: h(s, "Jasper") + 1 == h(s, "Ivy")),
    ("The harpist lives somewhere below the banjo player.", lambda s: h(s, "harp") < h(s, "banjo")),
    ("The pilot plays the saxophone.", lambda s: s.same("pilot", "saxophone")),
    ("The pilot goes on holiday in September.", lambda s: s.same("pilot", "September")),
    ("The person who goes away in December lives on the third floor.", lambda s: h(s, "December") == 3),
    ("Kit does not play the piano.", lambda s: not s.same("Kit", "piano")),
    ("The teacher lives two floors above the nurse.", lambda s: h(s, "teacher") == h(s, "nurse") + 2),
    ("The drummer takes a holiday in March.", lambda s: s.same("drums", "March")),
    ("Gwen is not the nurse.", lambda s: not s.same("Gwen", "nurse")),
]
QUESTIONS = [("Who goes on holiday in July?", lambda s: s.v("Residents", "July")),
             ("What does Jasper do for a living?", lambda s: s.v("Jobs", "Jasper"))]
REMARKS = INTRO
