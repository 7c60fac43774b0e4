# Children's magazine style.
H = "Heights"
def h(s, x):
    return s.n(H, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Children", ["Ava", "Ben", "Cleo", "Dev"]),
    ("Colours", ["blue", "green", "orange", "purple"]),
    ("Heights", ["20 cm", "25 cm", "30 cm", "35 cm"], [20, 25, 30, 35]),
]
SOLUTION = [("Ava", "green", "30 cm"), ("Ben", "orange", "20 cm"), ("Cleo", "purple", "35 cm"), ("Dev", "blue", "25 cm")]
INTRO = ["Four children made paper lanterns for the school festival. Can you work out who made which lantern, and how tall each one is?"]
CLUES = [
    ("Cleo's lantern is the tallest.", lambda s: h(s, "Cleo") == 35),
    ("The orange lantern is 10 cm shorter than Ava's.", lambda s: h(s, "orange") == h(s, "Ava") - 10),
    ("Dev did not make the green lantern.", lambda s: not s.same("Dev", "green")),
    ("The blue lantern is taller than Ben's lantern.", lambda s: h(s, "blue") > h(s, "Ben")),
    ("Ava's lantern is not purple.", lambda s: not s.same("Ava", "purple")),
    ("Ben's lantern is the shortest.", lambda s: h(s, "Ben") == 20),
    ("Cleo made the purple lantern.", lambda s: s.same("Cleo", "purple")),
]
QUESTIONS = [("How tall is Dev's lantern?", lambda s: s.v(H, "Dev"))]
REMARKS = INTRO
