G = "Grades"
A = "Attempts"
def g(s, x):
    return s.n(G, x)
def a(s, x):
    return s.n(A, x)
NUM = ""
INTRO = ["Grades run from easiest to hardest in the order listed."]
REMARKS = INTRO
CATEGORIES = [
    ("Climbers", ["Ash", "Bex", "Cal", "Dee"]),
    ("Grades", ["5a", "5c", "6a", "6b"], [1, 2, 3, 4]),
    ("Attempts", ["1 attempt", "2 attempts", "3 attempts", "4 attempts"], [1, 2, 3, 4]),
    ("Ropes", ["blue", "orange", "purple", "teal"]),
]
SOLUTION = [("Ash", "6b", "4 attempts", "purple"), ("Bex", "5a", "1 attempt", "teal"), ("Cal", "6a", "3 attempts", "blue"), ("Dee", "5c", "2 attempts", "orange")]
CLUES = [
    ("The hardest route took the most attempts.", lambda s: a(s, "6b") == 4),
    ("Bex needed only 1 attempt.", lambda s: a(s, "Bex") == 1),
    ("Cal needed one more attempt than Dee.", lambda s: a(s, "Cal") == a(s, "Dee") + 1),
    ("The orange rope was on an easier route than the blue rope.", lambda s: g(s, "orange") < g(s, "blue")),
    ("Ash didn't use the teal rope.", lambda s: not s.same("Ash", "teal")),
    ("Dee's route was harder than Bex's.", lambda s: g(s, "Dee") > g(s, "Bex")),
    ("The teal rope was used on the 5a route.", lambda s: s.same("teal", "5a")),
    ("Ash climbed the hardest route.", lambda s: g(s, "Ash") == 4),
    ("Whoever used the blue rope needed 3 attempts.", lambda s: a(s, "blue") == 3),
    ("Dee's rope was not purple.", lambda s: not s.same("Dee", "purple")),
]
