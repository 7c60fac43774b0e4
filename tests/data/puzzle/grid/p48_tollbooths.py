P = "Tolls"
CATEGORIES = [
    ("Drivers", ["Abel", "Brooke", "Cyrus", "Dina", "Elias"]),
    ("Vehicles", ["minivan", "motorcycle", "pickup", "RV", "sedan"]),
    ("Tolls", ["$1.50", "$2.25", "$3.00", "$3.75", "$4.50"], [150, 225, 300, 375, 450]),
]
SOLUTION = [
    ["Abel", "RV", "$4.50"],
    ["Brooke", "sedan", "$2.25"],
    ["Cyrus", "motorcycle", "$1.50"],
    ["Dina", "pickup", "$3.75"],
    ["Elias", "minivan", "$3.00"],
]
CLUES = [
    ("The motorcycle paid the lowest toll.", lambda s: s.n(P, "motorcycle") == 150),
    ("Dina paid 75 cents less than Abel.", lambda s: s.n(P, "Dina") == s.n(P, "Abel") - 75),
    ("The minivan driver paid $1.50 more than Cyrus.", lambda s: s.n(P, "minivan") == s.n(P, "Cyrus") + 150),
    ("Brooke paid less than Elias.", lambda s: s.n(P, "Brooke") < s.n(P, "Elias")),
    ("The RV's toll was $2.25 more than the sedan's.", lambda s: s.n(P, "RV") == s.n(P, "sedan") + 225),
    ("Abel wasn't driving the pickup.", lambda s: not s.same("Abel", "pickup")),
    ("Brooke's toll was 75 cents more than Cyrus's.", lambda s: s.n(P, "Brooke") == s.n(P, "Cyrus") + 75),
]
QUESTIONS = [("What was Dina driving?", lambda s: s.v("Vehicles", "Dina"))]
NUM = "."
INTRO = ["Five drivers passed through the Cedar Bridge toll plaza one after another. Each drove a different vehicle and paid a different toll."]
OUTRO = []
REMARKS = INTRO + OUTRO
