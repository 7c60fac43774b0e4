# Children's magazine: short clues, simple words.
H = "Heights"
def h(s, x):
    return s.n(H, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Children", ["Amy", "Ben", "Cara", "Dev"]),
    ("Colours", ["pink", "red", "white", "yellow"]),
    ("Heights", ["20 cm", "25 cm", "30 cm", "35 cm"], [20, 25, 30, 35]),
]
SOLUTION = [("Amy", "pink", "30 cm"), ("Ben", "red", "20 cm"), ("Cara", "white", "35 cm"), ("Dev", "yellow", "25 cm")]
INTRO = ["Four children each planted a tulip bulb in the school garden. Now the tulips are in flower. Can you match each child to the colour and the height of their tulip?"]
CLUES = [
    ("Cara's tulip is the tallest.", lambda s: h(s, "Cara") == 35),
    ("The red tulip is the shortest.", lambda s: h(s, "red") == 20),
    ("Amy's tulip is 5 cm taller than Dev's.", lambda s: h(s, "Amy") == h(s, "Dev") + 5),
    ("Dev's tulip is yellow.", lambda s: s.same("Dev", "yellow")),
    ("The white tulip is not Amy's.", lambda s: not s.same("white", "Amy")),
]
QUESTIONS = [("What colour is Amy's tulip?", lambda s: s.v("Colours", "Amy"))]
REMARKS = INTRO
