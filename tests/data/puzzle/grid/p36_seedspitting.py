A = "Ages"
D = "Distances"
CATEGORIES = [
    ("Contestants", ["Bobby", "Darla", "Jimmy", "Missy", "Rusty"]),
    ("Ages", ["8", "9", "10", "11", "12"], [8, 9, 10, 11, 12]),
    ("Distances", ["18 feet", "21 feet", "24 feet", "27 feet", "30 feet"], [18, 21, 24, 27, 30]),
]
SOLUTION = [
    ["Bobby", "10", "27 feet"],
    ["Darla", "12", "21 feet"],
    ["Jimmy", "8", "18 feet"],
    ["Missy", "9", "30 feet"],
    ["Rusty", "11", "24 feet"],
]
CLUES = [
    ("The youngest contestant had the shortest spit.", lambda s: s.same("8", "18 feet")),
    ("Missy spit her seed 6 feet farther than Rusty did.", lambda s: s.n(D, "Missy") == s.n(D, "Rusty") + 6),
    ("Darla, the oldest of the five, didn't spit as far as Bobby.",
     lambda s: s.n(A, "Darla") == 12 and s.n(D, "Darla") < s.n(D, "Bobby")),
    ("Rusty is a year older than Bobby.", lambda s: s.n(A, "Rusty") == s.n(A, "Bobby") + 1),
    ("The contest was won by the 9-year-old.", lambda s: s.n(D, "9") == 30),
    ("Bobby's seed didn't go the farthest.", lambda s: s.n(D, "Bobby") != 30),
]
QUESTIONS = [("How old is Jimmy?", lambda s: s.v("Ages", "Jimmy"))]
NUM = "."
DOT = False
INTRO = ["Five children, ages 8 through 12, lined up for the watermelon seed spitting contest at the Luling Watermelon Thump. The longest spit won, and no two spits went the same distance."]
OUTRO = []
REMARKS = INTRO + OUTRO
