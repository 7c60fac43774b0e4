B = "Bikes"
C = "Calories"
CATEGORIES = [
    ("Riders", ["Odile", "Pavel", "Rhea", "Tobias"]),
    ("Bikes", ["bike 2", "bike 5", "bike 8", "bike 12"], [2, 5, 8, 12]),
    ("Calories", ["310 calories", "365 calories", "420 calories", "480 calories"], [310, 365, 420, 480]),
]
SOLUTION = [
    ["Odile", "bike 8", "420 calories"],
    ["Pavel", "bike 2", "480 calories"],
    ["Rhea", "bike 12", "310 calories"],
    ["Tobias", "bike 5", "365 calories"],
]
CLUES = [
    ("The rider on bike 12 burned the fewest calories.", lambda s: s.n(C, "bike 12") == 310),
    ("Tobias burned 55 calories more than Rhea.", lambda s: s.n(C, "Tobias") == s.n(C, "Rhea") + 55),
    ("Pavel rode a lower-numbered bike than Odile and burned more calories than she did.",
     lambda s: s.n(B, "Pavel") < s.n(B, "Odile") and s.n(C, "Pavel") > s.n(C, "Odile")),
    ("Odile wasn't on bike 5.", lambda s: not s.same("Odile", "bike 5")),
    ("Odile's bike number is 4 lower than Rhea's.", lambda s: s.n(B, "Odile") == s.n(B, "Rhea") - 4),
    ("Tobias wasn't on the lowest-numbered bike.", lambda s: not s.same("Tobias", "bike 2")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
