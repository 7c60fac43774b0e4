M = "Months"
CATEGORIES = [
    ("Students", ["Denise", "Howard", "Kendra", "Travis"]),
    ("Colleges", ["Ashford College", "Brookside University", "Hale State", "Lakeview College"]),
    ("Months", ["March", "April", "May", "June"]),
    ("Travel", ["bus", "car", "plane", "train"]),
]
SOLUTION = [
    ["Denise", "Hale State", "May", "train"],
    ["Howard", "Ashford College", "June", "car"],
    ["Kendra", "Lakeview College", "March", "plane"],
    ["Travis", "Brookside University", "April", "bus"],
]
CLUES = [
    ("Kendra made her visit first, and she flew.", lambda s: s.n(M, "Kendra") == 1 and s.same("Kendra", "plane")),
    ("The student who took the train visited one month after Travis.", lambda s: s.n(M, "train") == s.n(M, "Travis") + 1),
    ("Howard traveled by car.", lambda s: s.same("Howard", "car")),
    ("The Brookside University visit was made in April.", lambda s: s.same("Brookside University", "April")),
    ("Denise visited neither Ashford College nor Lakeview College.",
     lambda s: not s.same("Denise", "Ashford College") and not s.same("Denise", "Lakeview College")),
    ("The visit to Ashford College came two months after the Brookside visit.",
     lambda s: s.n(M, "Ashford College") == s.n(M, "Brookside University") + 2),
]
QUESTIONS = [("Which college did Denise visit?", lambda s: s.v("Colleges", "Denise"))]
NUM = "."
INTRO = ["Four high-school juniors each visited a different college this spring, one in each month from March through June, and each got there a different way."]
OUTRO = []
REMARKS = INTRO + OUTRO
