P = "Places"
CATEGORIES = [
    ("Children", ["Harper", "Ikram", "Jude"]),
    ("Places", ["1st", "2nd", "3rd"], [1, 2, 3]),
    ("Drops", ["never", "once", "three times"], [0, 1, 3]),
    ("Classes", ["Year 2", "Year 3", "Year 4"], [2, 3, 4]),
    ("Spoons", ["green", "red", "white"]),
]
SOLUTION = [
    ["Harper", "2nd", "once", "Year 4", "white"],
    ["Ikram", "1st", "never", "Year 2", "green"],
    ["Jude", "3rd", "three times", "Year 3", "red"],
]
CLUES = [
    ("The winner never dropped the egg.", lambda s: s.same("1st", "never")),
    ("The child from Year 3 dropped the egg three times.", lambda s: s.same("Year 3", "three times")),
    ("Harper finished ahead of the child with the red spoon.", lambda s: s.n(P, "Harper") < s.n(P, "red")),
    ("Ikram, who is in Year 2, used the green spoon.", lambda s: s.same("Ikram", "Year 2") and s.same("Ikram", "green")),
    ("The child with the red spoon finished third.", lambda s: s.n(P, "red") == 3),
    ("The Year 4 child came second.", lambda s: s.same("Year 4", "2nd")),
]
QUESTIONS = [
    ("Who won the egg-and-spoon race?", lambda s: s.v("Children", "1st")),
    ("What colour spoon did Jude use?", lambda s: s.v("Spoons", "Jude")),
]
NUM = ")"
DOT = False
INTRO = ["Three children from different classes ran the egg-and-spoon race on sports day, each with a different coloured spoon."]
OUTRO = []
REMARKS = INTRO + OUTRO
