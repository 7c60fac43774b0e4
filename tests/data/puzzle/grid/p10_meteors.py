# Club newsletter (astronomy society).
M = "Meteors"
T = "Starts"
def m(s, x):
    return s.n(M, x)
def t(s, x):
    return s.n(T, x)
NUM = "1)"
DOT = True
CATEGORIES = [
    ("Observers", ["Ansel", "Bettina", "Caspar", "Dolores"]),
    ("Sites", ["beach", "field", "hilltop", "rooftop"]),
    ("Meteors", ["14 meteors", "23 meteors", "31 meteors", "42 meteors"], [14, 23, 31, 42]),
    ("Starts", ["10:30pm", "11:00pm", "11:15pm", "11:45pm"], [1350, 1380, 1395, 1425]),
]
SOLUTION = [("Ansel", "hilltop", "42 meteors", "10:30pm"), ("Bettina", "rooftop", "14 meteors", "11:45pm"),
            ("Caspar", "field", "31 meteors", "11:00pm"), ("Dolores", "beach", "23 meteors", "11:15pm")]
INTRO = ["For the August meteor shower, four members of the society each watched from a different site, began their count at a different time and logged a different number of meteors. Members are reminded that counts are not comparable across sites; this puzzle is for amusement only."]
CLUES = [
    ("The observer who started earliest counted the most meteors.", lambda s: m(s, "10:30pm") == 42),
    ("Bettina started watching 30 minutes after Dolores.", lambda s: t(s, "Bettina") == t(s, "Dolores") + 30),
    ("The observer on the beach saw 8 fewer meteors than Caspar.", lambda s: m(s, "beach") == m(s, "Caspar") - 8),
    ("Ansel was not on the rooftop.", lambda s: not s.same("Ansel", "rooftop")),
    ("Whoever watched from the field started 15 minutes before Dolores.", lambda s: t(s, "field") == t(s, "Dolores") - 15),
    ("The rooftop observer saw fewer meteors than the one on the beach.", lambda s: m(s, "rooftop") < m(s, "beach")),
    ("Dolores watched from the beach.", lambda s: s.same("Dolores", "beach")),
]
QUESTIONS = [("Where did Ansel watch from?", lambda s: s.v("Sites", "Ansel"))]
REMARKS = INTRO
