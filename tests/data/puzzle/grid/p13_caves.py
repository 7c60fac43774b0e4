# Puzzle book: four categories of five, depths and tour times.
D = "Depths"
T = "Tours"
def d(s, x):
    return s.n(D, x)
def t(s, x):
    return s.n(T, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Guides", ["Ines", "Jonah", "Kofi", "Lorna", "Mateo"]),
    ("Caves", ["Blackpit", "Echo Hollow", "Goblin's Gate", "Silver Seam", "The Cauldron"]),
    ("Depths", ["40 m", "55 m", "70 m", "85 m", "100 m"], [40, 55, 70, 85, 100]),
    ("Tours", ["9:00am", "10:30am", "12:00pm", "1:30pm", "3:00pm"], [540, 630, 720, 810, 900]),
]
SOLUTION = [
    ("Ines", "Echo Hollow", "70 m", "1:30pm"),
    ("Jonah", "The Cauldron", "100 m", "9:00am"),
    ("Kofi", "Blackpit", "40 m", "3:00pm"),
    ("Lorna", "Goblin's Gate", "55 m", "10:30am"),
    ("Mateo", "Silver Seam", "85 m", "12:00pm"),
]
INTRO = ["The Peak Underground company runs five cave tours a day, each to a different cave and each with its own guide. Work out who leads which tour, when it starts and how deep it goes."]
CLUES = [
    ("The deepest cave is visited on the earliest tour of the day.", lambda s: s.same("100 m", "9:00am")),
    ("Jonah leads the tour of The Cauldron.", lambda s: s.same("Jonah", "The Cauldron")),
    ("Goblin's Gate is 15 m deeper than Blackpit.", lambda s: d(s, "Goblin's Gate") == d(s, "Blackpit") + 15),
    ("Kofi's tour, the last of the day, goes to the shallowest cave.",
     lambda s: t(s, "Kofi") == 900 and d(s, "Kofi") == 40),
    ("The 12:00pm tour goes 15 m deeper than Ines's tour.", lambda s: d(s, "12:00pm") == d(s, "Ines") + 15),
    ("Lorna's tour starts an hour and a half before Mateo's.", lambda s: t(s, "Lorna") + 90 == t(s, "Mateo")),
    ("Echo Hollow isn't Mateo's cave.", lambda s: not s.same("Echo Hollow", "Mateo")),
    ("Of Silver Seam and Lorna's cave, one is 85 m deep and the other is 55 m deep.",
     lambda s: not s.same("Silver Seam", "Lorna") and {d(s, "Silver Seam"), d(s, "Lorna")} == {85, 55}),
    ("Ines's tour starts at 1:30pm.", lambda s: s.same("Ines", "1:30pm")),
    ("Kofi takes his group down Blackpit.", lambda s: s.same("Kofi", "Blackpit")),
]
REMARKS = INTRO
