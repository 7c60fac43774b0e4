F = "Floors"
B = "Boxes"
M = "Days"
def f(s, x):
    return s.n(F, x)
def b(s, x):
    return s.n(B, x)
def m(s, x):
    return s.n(M, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Tenants", ["Ahmed", "Brigitte", "Carlos", "Dagny"]),
    ("Floors", ["3rd floor", "7th floor", "10th floor", "14th floor"], [3, 7, 10, 14]),
    ("Boxes", ["18 boxes", "25 boxes", "31 boxes", "40 boxes"], [18, 25, 31, 40]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"], [1, 2, 3, 4]),
]
SOLUTION = [("Ahmed", "10th floor", "40 boxes", "Tuesday"), ("Brigitte", "3rd floor", "25 boxes", "Thursday"), ("Carlos", "14th floor", "18 boxes", "Monday"), ("Dagny", "7th floor", "31 boxes", "Wednesday")]
CLUES = [
    ("The tenant who moved in on Monday lives on the highest floor.", lambda s: f(s, "Monday") == 14),
    ("Ahmed lives 7 floors above Brigitte.", lambda s: f(s, "Ahmed") == f(s, "Brigitte") + 7),
    ("Brigitte moved in two days after Ahmed.", lambda s: m(s, "Brigitte") == m(s, "Ahmed") + 2),
    ("The tenant with 31 boxes lives on the 7th floor.", lambda s: f(s, "31 boxes") == 7),
    ("Carlos had the fewest boxes.", lambda s: b(s, "Carlos") == 18),
    ("Brigitte had fewer boxes than Dagny but more than Carlos.", lambda s: b(s, "Carlos") < b(s, "Brigitte") < b(s, "Dagny")),
    ("Dagny didn't move in on Tuesday.", lambda s: m(s, "Dagny") != 2),
    ("Ahmed didn't move in on Monday.", lambda s: m(s, "Ahmed") != 1),
    ("Carlos lives higher up than Ahmed.", lambda s: f(s, "Carlos") > f(s, "Ahmed")),
]
QUESTIONS = [("Which floor does Dagny live on?", lambda s: s.v("Floors", "Dagny"))]
