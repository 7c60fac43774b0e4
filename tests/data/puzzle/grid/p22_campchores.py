D = "Days"
CATEGORIES = [
    ("Campers", ["Maya", "Noah", "Olivia", "Pete"]),
    ("Chores", ["collecting firewood", "fetching water", "sweeping", "washing up"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Maya", "fetching water", "Thursday"],
    ["Noah", "sweeping", "Monday"],
    ["Olivia", "washing up", "Wednesday"],
    ["Pete", "collecting firewood", "Tuesday"],
]
CLUES = [
    ("Noah's turn came on Monday.", lambda s: s.same("Noah", "Monday")),
    ("The camper who collected firewood did it the day after Noah's turn.",
     lambda s: s.n(D, "collecting firewood") == s.n(D, "Noah") + 1),
    ("The washing up was done on Wednesday.", lambda s: s.same("washing up", "Wednesday")),
    ("Maya's turn came later in the week than Olivia's.", lambda s: s.n(D, "Maya") > s.n(D, "Olivia")),
    ("Noah didn't fetch the water.", lambda s: not s.same("Noah", "fetching water")),
    ("Olivia didn't have her turn on Tuesday.", lambda s: not s.same("Olivia", "Tuesday")),
]
QUESTIONS = [("Which chore did Pete do?", lambda s: s.v("Chores", "Pete"))]
NUM = ")"
DOT = False
INTRO = ["At summer camp, four campers each took one turn at a different chore, on a different day from Monday to Thursday."]
OUTRO = []
REMARKS = INTRO + OUTRO
