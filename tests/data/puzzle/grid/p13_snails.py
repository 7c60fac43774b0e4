# Children's magazine: snail race, times in seconds (lower wins).
T = "Times"
def t(s, x):
    return s.n(T, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Children", ["Ava", "Ben", "Cal", "Dot"]),
    ("Snails", ["Speedy", "Shelly", "Zoom", "Slimer"]),
    ("Times", ["40 seconds", "55 seconds", "70 seconds", "85 seconds"], [40, 55, 70, 85]),
]
SOLUTION = [
    ("Ava", "Zoom", "55 seconds"),
    ("Ben", "Slimer", "85 seconds"),
    ("Cal", "Speedy", "40 seconds"),
    ("Dot", "Shelly", "70 seconds"),
]
INTRO = ["Four friends raced their pet snails along a ruler. Who owns which snail, and how long did each one take?"]
CLUES = [
    ("Speedy won the race.", lambda s: t(s, "Speedy") == 40),
    ("Ben's snail was the slowest.", lambda s: t(s, "Ben") == 85),
    ("Shelly took 15 seconds longer than Zoom.", lambda s: t(s, "Shelly") == t(s, "Zoom") + 15),
    ("Ava's snail is not Shelly.", lambda s: not s.same("Ava", "Shelly")),
    ("Cal's snail is Speedy.", lambda s: s.same("Cal", "Speedy")),
    ("Dot's snail took 70 seconds.", lambda s: s.same("Dot", "70 seconds")),
    ("Ben's snail is called Slimer.", lambda s: s.same("Ben", "Slimer")),
]
QUESTIONS = [("Whose snail is Zoom?", lambda s: s.v("Children", "Zoom"))]
REMARKS = INTRO
