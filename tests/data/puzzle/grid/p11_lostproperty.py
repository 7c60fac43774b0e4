# Newspaper weekly: dates, bus routes (labels), "respectively", titles and hyphenated names.
D = "Dates"
def d(s, x):
    return s.n(D, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Owners", ["Mrs. Abara", "Mr. Blyth", "Ms. Carr-Lewis", "Mr. O'Brien"]),
    ("Items", ["laptop bag", "left glove", "umbrella", "violin case"]),
    ("Dates", ["March 2", "March 5", "March 9", "March 12"], [2, 5, 9, 12]),
    ("Routes", ["Route 4", "Route 12", "Route 27", "Route 39"]),
]
SOLUTION = [("Mrs. Abara", "violin case", "March 9", "Route 27"), ("Mr. Blyth", "umbrella", "March 2", "Route 39"),
            ("Ms. Carr-Lewis", "laptop bag", "March 12", "Route 4"), ("Mr. O'Brien", "left glove", "March 5", "Route 12")]
INTRO = ["The bus depot's lost property office reunited four passengers with their belongings this month. Each had left a different item on a different route, and each item was handed in on a different date."]
CLUES = [
    ("The umbrella was the first item to be handed in.", lambda s: d(s, "umbrella") == 2),
    ("The violin case, which was left on a Route 27 bus, was handed in 4 days after the glove.", lambda s: s.same("violin case", "Route 27") and d(s, "violin case") == d(s, "left glove") + 4),
    ("Ms. Carr-Lewis's item was handed in 3 days after Mrs. Abara's.", lambda s: d(s, "Ms. Carr-Lewis") == d(s, "Mrs. Abara") + 3),
    ("Mr. O'Brien lost neither the umbrella nor the laptop bag.", lambda s: not s.same("Mr. O'Brien", "umbrella") and not s.same("Mr. O'Brien", "laptop bag")),
    ("The item from Route 39 was handed in before the one from Route 12.", lambda s: d(s, "Route 39") < d(s, "Route 12")),
    ("Mr. Blyth and Ms. Carr-Lewis travelled on Route 39 and Route 4, respectively.", lambda s: s.same("Mr. Blyth", "Route 39") and s.same("Ms. Carr-Lewis", "Route 4")),
    ("The laptop bag wasn't Mr. Blyth's.", lambda s: not s.same("laptop bag", "Mr. Blyth")),
]
QUESTIONS = [("When was Mr. O'Brien's item handed in?", lambda s: s.v("Dates", "Mr. O'Brien"))]
REMARKS = INTRO
