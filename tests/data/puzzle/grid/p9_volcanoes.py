H = "Heights"
Y = "Eruptions"
def h(s, x):
    return s.n(H, x)
def y(s, x):
    return s.n(Y, x)
NUM = "1)"
CATEGORIES = [
    ("Volcanoes", ["Mount Arrak", "Mount Belo", "Mount Cinder", "Mount Doran"]),
    ("Heights", ["2150 m", "2480 m", "3020 m", "3390 m"], [2150, 2480, 3020, 3390]),
    ("Eruptions", ["1788", "1846", "1902", "1967"], [1788, 1846, 1902, 1967]),
    ("Islands", ["Ferro", "Gallo", "Hestia", "Isola"]),
]
SOLUTION = [
    ("Mount Arrak", "3390 m", "1902", "Gallo"),
    ("Mount Belo", "2150 m", "1967", "Isola"),
    ("Mount Cinder", "2480 m", "1788", "Ferro"),
    ("Mount Doran", "3020 m", "1846", "Hestia"),
]
INTRO = ["A geography class studied four volcanoes of an imaginary archipelago: each stands on a different island and last erupted in a different year."]
REMARKS = INTRO
CLUES = [
    ("The tallest volcano last erupted in 1902.", lambda s: y(s, "3390 m") == 1902),
    ("Mount Belo is the shortest of the four.", lambda s: h(s, "Mount Belo") == 2150),
    ("The volcano on Hestia last erupted 56 years before Mount Arrak.", lambda s: y(s, "Hestia") == y(s, "Mount Arrak") - 56),
    ("Mount Cinder's last eruption was the earliest.", lambda s: y(s, "Mount Cinder") == 1788),
    ("The volcano on Ferro is 330 m taller than Mount Belo.", lambda s: h(s, "Ferro") == h(s, "Mount Belo") + 330),
    ("Mount Belo is not on Gallo.", lambda s: not s.same("Mount Belo", "Gallo")),
    ("The 3020 m volcano is on Hestia.", lambda s: s.same("3020 m", "Hestia")),
]
QUESTIONS = [("Which island is Mount Belo on?", lambda s: s.v("Islands", "Mount Belo"))]
