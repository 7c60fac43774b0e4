H = "Heights"
def h(s, x):
    return s.n(H, x)
NUM = "1."
INTRO = ["It snowed on Saturday! Four friends each built a snowman and gave it a different nose."]
REMARKS = INTRO
CATEGORIES = [
    ("Children", ["Amy", "Dan", "Ella", "Sam"]),
    ("Heights", ["90 cm", "100 cm", "110 cm", "120 cm"], [90, 100, 110, 120]),
    ("Noses", ["button", "carrot", "pebble", "pine cone"]),
]
SOLUTION = [("Amy", "110 cm", "pebble"), ("Dan", "90 cm", "carrot"), ("Ella", "120 cm", "button"), ("Sam", "100 cm", "pine cone")]
CLUES = [
    ("Ella's snowman was the tallest.", lambda s: h(s, "Ella") == 120),
    ("The snowman with the carrot nose was the smallest.", lambda s: h(s, "carrot") == 90),
    ("Sam's snowman was 10 cm taller than Dan's.", lambda s: h(s, "Sam") == h(s, "Dan") + 10),
    ("Amy did not use a button.", lambda s: not s.same("Amy", "button")),
    ("The pine cone snowman was shorter than the pebble snowman.", lambda s: h(s, "pine cone") < h(s, "pebble")),
    ("Amy's snowman was 20 cm taller than Dan's.", lambda s: h(s, "Amy") == h(s, "Dan") + 20),
    ("The tallest snowman had a button nose.", lambda s: h(s, "button") == 120),
]
QUESTIONS = [("Who used a button?", lambda s: s.v("Children", "button"))]
