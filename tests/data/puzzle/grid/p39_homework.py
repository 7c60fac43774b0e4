D = "Days"
CATEGORIES = [
    ("Pupils", ["Callum", "Daisy", "Ethan", "Fatima"]),
    ("Subjects", ["maths", "spelling", "science", "history"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Callum", "science", "Wednesday"],
    ["Daisy", "maths", "Monday"],
    ["Ethan", "history", "Thursday"],
    ["Fatima", "spelling", "Tuesday"],
]
CLUES = [
    ("Daisy's homework was due three days before Ethan's.", lambda s: s.n(D, "Daisy") == s.n(D, "Ethan") - 3),
    ("The spelling was due the day after the maths.", lambda s: s.n(D, "spelling") == s.n(D, "maths") + 1),
    ("Callum didn't have the spelling or the history.",
     lambda s: not s.same("Callum", "spelling") and not s.same("Callum", "history")),
    ("Fatima's homework was due before Callum's.", lambda s: s.n(D, "Fatima") < s.n(D, "Callum")),
    ("The history homework was due last of all.", lambda s: s.n(D, "history") == 4),
]
QUESTIONS = [("Which subject did Ethan have?", lambda s: s.v("Subjects", "Ethan"))]
NUM = "."
DOT = False
INTRO = ["Mr. Grant set four pupils a different piece of homework each, due on different days from Monday to Thursday."]
OUTRO = []
REMARKS = INTRO + OUTRO
