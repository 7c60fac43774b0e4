P = "Prices"
CATEGORIES = [
    ("Neighbors", ["Alice", "Dwayne", "Gloria", "Russ"]),
    ("Woods", ["cedar", "oak", "pine", "redwood"]),
    ("Prices", ["$120", "$150", "$180", "$210"], [120, 150, 180, 210]),
]
SOLUTION = [
    ["Alice", "oak", "$210"],
    ["Dwayne", "pine", "$120"],
    ["Gloria", "cedar", "$180"],
    ["Russ", "redwood", "$150"],
]
CLUES = [
    ("The cedar swing cost $30 more than Russ's swing.", lambda s: s.n(P, "cedar") == s.n(P, "Russ") + 30),
    ("Dwayne paid less than anyone else.", lambda s: s.n(P, "Dwayne") == 120),
    ("Alice's swing wasn't made of cedar or pine.", lambda s: not s.same("Alice", "cedar") and not s.same("Alice", "pine")),
    ("The pine swing cost less than the redwood one.", lambda s: s.n(P, "pine") < s.n(P, "redwood")),
    ("The oak swing was the most expensive of the four.", lambda s: s.n(P, "oak") == 210),
]
QUESTIONS = [("How much did Gloria pay for her swing?", lambda s: s.v(P, "Gloria"))]
NUM = "."
INTRO = ["Grandpa Walt builds porch swings in his garage. Last month he built one for each of four neighbors, each from a different wood, and charged each neighbor a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
