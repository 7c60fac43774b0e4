# Exercise-site style: singular category names, no full stops, clues numbered 1)
# without full stops, two questions.
H = "House"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1)"
DOT = False
CATEGORIES = [
    ("House", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Name", ["Hal", "Iris", "Jude", "Kai", "Lena"]),
    ("Job", ["baker", "dentist", "farmer", "judge", "pilot"]),
    ("Car", ["Audi", "Fiat", "Kia", "Saab", "Volvo"]),
]
SOLUTION = [
    ("1", "Kai", "farmer", "Saab"),
    ("2", "Iris", "pilot", "Fiat"),
    ("3", "Hal", "baker", "Volvo"),
    ("4", "Lena", "judge", "Kia"),
    ("5", "Jude", "dentist", "Audi"),
]
INTRO = ["Five houses stand in a row, numbered 1 to 5 from left to right."]
CLUES = [
    ("Kai lives in house 1", lambda s: h(s, "Kai") == 1),
    ("The baker lives in the middle house", lambda s: h(s, "baker") == 3),
    ("Iris lives directly right of Kai", lambda s: h(s, "Iris") == h(s, "Kai") + 1),
    ("The Audi is parked at the last house", lambda s: h(s, "Audi") == 5),
    ("The pilot drives a Fiat", lambda s: s.same("pilot", "Fiat")),
    ("Hal is the baker", lambda s: s.same("Hal", "baker")),
    ("The judge lives next to the dentist", lambda s: nextto(s, "judge", "dentist")),
    ("Lena does not drive the Audi", lambda s: not s.same("Lena", "Audi")),
    ("The farmer drives a Saab", lambda s: s.same("farmer", "Saab")),
    ("The Volvo owner lives directly left of Lena", lambda s: h(s, "Volvo") + 1 == h(s, "Lena")),
    ("Jude is not the judge", lambda s: not s.same("Jude", "judge")),
    ("Kai is not the pilot", lambda s: not s.same("Kai", "pilot")),
]
QUESTIONS = [("Who drives the Kia?", lambda s: s.v("Name", "Kia")),
             ("Who is the dentist?", lambda s: s.v("Name", "dentist"))]
REMARKS = INTRO
