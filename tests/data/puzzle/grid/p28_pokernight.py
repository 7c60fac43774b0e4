C = "Chips"
T = "Arrivals"
CATEGORIES = [
    ("Players", ["Gus", "Hattie", "Irwin", "Jolene"]),
    ("Snacks", ["nachos", "pretzels", "salsa", "wings"]),
    ("Chips", ["800 chips", "1100 chips", "1400 chips", "1700 chips"], [800, 1100, 1400, 1700]),
    ("Arrivals", ["7:00pm", "7:15pm", "7:30pm", "7:45pm"], [1140, 1155, 1170, 1185]),
]
SOLUTION = [
    ["Gus", "wings", "1100 chips", "7:30pm"],
    ["Hattie", "salsa", "1700 chips", "7:00pm"],
    ["Irwin", "pretzels", "800 chips", "7:45pm"],
    ["Jolene", "nachos", "1400 chips", "7:15pm"],
]
CLUES = [
    ("The player who brought nachos ended the night with 300 more chips than Gus.",
     lambda s: s.n(C, "nachos") == s.n(C, "Gus") + 300),
    ("Hattie arrived first and finished with the most chips.",
     lambda s: s.n(T, "Hattie") == 1140 and s.n(C, "Hattie") == 1700),
    ("The person who arrived at 7:30pm is either Gus or the one who brought salsa.",
     lambda s: s.same("7:30pm", "Gus") != s.same("7:30pm", "salsa")),
    ("Irwin arrived 15 minutes after the player who brought the wings.",
     lambda s: s.n(T, "Irwin") == s.n(T, "wings") + 15),
    ("The player who arrived at 7:15pm ended with 600 more chips than Irwin.",
     lambda s: s.n(C, "7:15pm") == s.n(C, "Irwin") + 600),
    ("The player who brought pretzels ended with the fewest chips.",
     lambda s: s.n(C, "pretzels") == 800),
]
QUESTIONS = [("Who brought the salsa?", lambda s: s.v("Players", "salsa"))]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
