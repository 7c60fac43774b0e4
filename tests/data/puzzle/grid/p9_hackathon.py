S = "Scores"
def sc(s, x):
    return s.n(S, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Teams", ["Byte Club", "Null Pointers", "Stack Smashers", "The Mergers", "Void Walkers"]),
    ("Apps", ["budget tracker", "carpool finder", "compost planner", "language tutor", "recipe box"]),
    ("Scores", ["62 points", "68 points", "74 points", "80 points", "86 points"], [62, 68, 74, 80, 86]),
]
SOLUTION = [("Byte Club", "compost planner", "74 points"), ("Null Pointers", "recipe box", "86 points"), ("Stack Smashers", "budget tracker", "62 points"), ("The Mergers", "language tutor", "80 points"), ("Void Walkers", "carpool finder", "68 points")]
CLUES = [
    ("The team that built the recipe box scored 12 points more than Byte Club.", lambda s: sc(s, "recipe box") == sc(s, "Byte Club") + 12),
    ("The Stack Smashers finished with the lowest score.", lambda s: sc(s, "Stack Smashers") == 62),
    ("The carpool finder scored 6 points less than the compost planner.", lambda s: sc(s, "carpool finder") == sc(s, "compost planner") - 6),
    ("The Mergers didn't build the compost planner.", lambda s: not s.same("The Mergers", "compost planner")),
    ("Of the Void Walkers and the team with 80 points, one built the carpool finder and the other built the language tutor.", lambda s: not s.same("Void Walkers", "80 points") and ((s.same("Void Walkers", "carpool finder") and s.same("80 points", "language tutor")) or (s.same("Void Walkers", "language tutor") and s.same("80 points", "carpool finder")))),
    ("The Null Pointers scored more than The Mergers.", lambda s: sc(s, "Null Pointers") > sc(s, "The Mergers")),
]
