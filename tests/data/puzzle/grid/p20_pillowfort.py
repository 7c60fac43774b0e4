P = "Pillows"
CATEGORIES = [
    ("Kids", ["Ivy", "Jonas", "Kira", "Leo"]),
    ("Pillows", ["3 pillows", "5 pillows", "6 pillows", "8 pillows"], [3, 5, 6, 8]),
    ("Flashlights", ["blue", "green", "red", "yellow"]),
]
SOLUTION = [
    ["Ivy", "8 pillows", "blue"],
    ["Jonas", "3 pillows", "yellow"],
    ["Kira", "5 pillows", "green"],
    ["Leo", "6 pillows", "red"],
]
CLUES = [
    ("Ivy used the most pillows.", lambda s: s.n(P, "Ivy") == 8),
    ("Jonas used 2 fewer pillows than Kira.", lambda s: s.n(P, "Jonas") == s.n(P, "Kira") - 2),
    ("The kid with the red flashlight used 1 more pillow than Kira.", lambda s: s.n(P, "red") == s.n(P, "Kira") + 1),
    ("Jonas's flashlight was yellow.", lambda s: s.same("Jonas", "yellow")),
    ("Ivy's flashlight wasn't green.", lambda s: not s.same("Ivy", "green")),
]
QUESTIONS = [("What colour was Kira's flashlight?", lambda s: s.v("Flashlights", "Kira"))]
NUM = "."
DOT = True
INTRO = ["At a sleepover, four kids each built their own pillow fort. Each kid used a different number of pillows and had a different colour flashlight."]
OUTRO = []
REMARKS = INTRO + OUTRO
