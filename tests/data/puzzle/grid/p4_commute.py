D = "Distances"
T = "Arrivals"
def mi(s, x):
    return s.n(D, x)
def t(s, x):
    return s.n(T, x)
CATEGORIES = [
    ("Staff", ["Olu", "Petra", "Quentin", "Rhian"]),
    ("Distances", ["0.5 miles", "1 mile", "1.5 miles", "2 miles"], [5, 10, 15, 20]),
    ("Modes", ["bicycle", "on foot", "scooter", "skateboard"]),
    ("Arrivals", ["8:40", "8:45", "8:50", "8:55"], [520, 525, 530, 535]),
]
CLUES = [
    ("Petra, who lives the closest, came in on foot, and she was the first to arrive this morning.",
     lambda s: mi(s, "Petra") == 5 and s.same("Petra", "on foot") and t(s, "Petra") == 520),
    ("The cyclist lives half a mile farther away than Quentin.", lambda s: mi(s, "bicycle") == mi(s, "Quentin") + 5),
    ("Rhian arrived 5 minutes before Olu.", lambda s: t(s, "Rhian") == t(s, "Olu") - 5),
    ("The scooter rider was the last to arrive.", lambda s: t(s, "scooter") == 535),
    ("Rhian doesn't ride a bicycle.", lambda s: not s.same("Rhian", "bicycle")),
    ("Olu lives farther away than Rhian.", lambda s: mi(s, "Olu") > mi(s, "Rhian")),
]
REMARKS = ["The four staff at the Lark Lane design studio all live close enough to leave the car at home. Each gets to work a different way, and no two of them arrived at the same time this morning."]
QUESTIONS = [("How far from the studio does Quentin live?", lambda s: s.v("Distances", "Quentin"))]
