# Children's magazine: belts are ordered (the intro says how), ages bare numbers.
B = "Belts"
AG = "Ages"
def b(s, x):
    return s.n(B, x)
def ag(s, x):
    return s.n(AG, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Children", ["Ollie", "Priya", "Quinn", "Rosa", "Sami"]),
    ("Belts", ["yellow belt", "orange belt", "green belt", "blue belt", "brown belt"], [1, 2, 3, 4, 5]),
    ("Ages", ["9", "10", "11", "12", "13"], [9, 10, 11, 12, 13]),
]
SOLUTION = [
    ("Ollie", "green belt", "10"),
    ("Priya", "brown belt", "13"),
    ("Quinn", "yellow belt", "11"),
    ("Rosa", "blue belt", "12"),
    ("Sami", "orange belt", "9"),
]
INTRO = ["Five children go to judo on Saturday mornings. Each has a different belt. The belts go up from yellow, to orange, to green, to blue, to brown."]
CLUES = [
    ("The oldest child has the highest belt.", lambda s: b(s, "13") == 5),
    ("Sami is the youngest.", lambda s: ag(s, "Sami") == 9),
    ("Rosa is a year younger than Priya.", lambda s: ag(s, "Rosa") + 1 == ag(s, "Priya")),
    ("Quinn has the lowest belt, but he isn't the youngest.", lambda s: b(s, "Quinn") == 1 and ag(s, "Quinn") != 9),
    ("Ollie's belt is one below Rosa's.", lambda s: b(s, "Ollie") + 1 == b(s, "Rosa")),
    ("The 11-year-old is not Ollie.", lambda s: not s.same("11", "Ollie")),
    ("Sami has an orange belt.", lambda s: s.same("Sami", "orange belt")),
]
QUESTIONS = [("How old is the child with the green belt?", lambda s: s.v("Ages", "green belt"))]
REMARKS = INTRO
