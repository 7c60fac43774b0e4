D = "Days"
CATEGORIES = [
    ("Students", ["Ada", "Blake", "Cleo", "Dmitri", "Eve"]),
    ("Lists", ["animals", "colors", "food", "planets", "weather"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Ada", "weather", "Thursday"],
    ["Blake", "planets", "Monday"],
    ["Cleo", "food", "Friday"],
    ["Dmitri", "colors", "Tuesday"],
    ["Eve", "animals", "Wednesday"],
]
CLUES = [
    ("Blake took his test 3 days before Ada.", lambda s: s.n(D, "Blake") == s.n(D, "Ada") - 3),
    ("The food list was tested on Friday.", lambda s: s.same("food", "Friday")),
    ("Eve's test was the day after Dmitri's.", lambda s: s.n(D, "Eve") == s.n(D, "Dmitri") + 1),
    ("The student with the planets list took the test earlier in the week than anyone else.", lambda s: s.n(D, "planets") == 1),
    ("Neither Ada nor Eve had the colors list.", lambda s: not s.same("Ada", "colors") and not s.same("Eve", "colors")),
    ("Of Eve and the student tested on Thursday, one studied animals and the other studied weather.",
     lambda s: not s.same("Eve", "Thursday") and (
         (s.same("Eve", "animals") and s.same("Thursday", "weather")) or
         (s.same("Thursday", "animals") and s.same("Eve", "weather")))),
    ("The animals list wasn't Ada's.", lambda s: not s.same("animals", "Ada")),
]
QUESTIONS = [("Who studied the colors list?", lambda s: s.v("Students", "colors"))]
NUM = "."
INTRO = ["Five students in Ms. Park's class each took a spelling test on a different day this week, and each test used a different word list."]
OUTRO = []
REMARKS = INTRO + OUTRO
