D = "Days"
CATEGORIES = [
    ("Students", ["Gina", "Hugo", "Iris", "Jonah"]),
    ("Items", ["fossil", "seashell", "toy robot", "trophy"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Gina", "seashell", "Wednesday"],
    ["Hugo", "fossil", "Monday"],
    ["Iris", "trophy", "Thursday"],
    ["Jonah", "toy robot", "Tuesday"],
]
CLUES = [
    ("Hugo went first, on Monday.", lambda s: s.same("Hugo", "Monday")),
    ("The seashell was shown the day after the toy robot.", lambda s: s.n(D, "seashell") == s.n(D, "toy robot") + 1),
    ("Iris went last and brought the trophy.", lambda s: s.same("Iris", "Thursday") and s.same("Iris", "trophy")),
    ("Jonah did not bring the fossil, and he went the day before Gina.",
     lambda s: not s.same("Jonah", "fossil") and s.n(D, "Jonah") == s.n(D, "Gina") - 1),
    ("The fossil was the first thing shown.", lambda s: s.n(D, "fossil") == 1),
]
QUESTIONS = [("What did Jonah bring?", lambda s: s.v("Items", "Jonah"))]
NUM = "."
DOT = True
INTRO = ["Four students had show and tell on four different days this week. Each one brought something different from home."]
OUTRO = []
REMARKS = INTRO + OUTRO
