P = "Positions"
def p(s, x):
    return s.n(P, x)
NUM = "1."
CATEGORIES = [
    ("Albums", ["Blue Hour", "Copper Sky", "Midnight Ferry", "Paper Moons", "Wild Orchard"]),
    ("Positions", ["first", "second", "third", "fourth", "fifth"], [1, 2, 3, 4, 5]),
    ("Artists", ["Juno Vale", "Kit Marlow", "Odette Ray", "Silas Brook", "Tamsin Lark"]),
]
SOLUTION = [("Blue Hour", "third", "Odette Ray"), ("Copper Sky", "first", "Silas Brook"), ("Midnight Ferry", "fifth", "Juno Vale"), ("Paper Moons", "second", "Tamsin Lark"), ("Wild Orchard", "fourth", "Kit Marlow")]
INTRO = ["A record shop displays five albums side by side on one shelf, in positions numbered first to fifth from left to right."]
REMARKS = INTRO
CLUES = [
    ("The Juno Vale album is at the right end.", lambda s: p(s, "Juno Vale") == 5),
    ("Blue Hour is immediately to the right of the Tamsin Lark album.", lambda s: p(s, "Blue Hour") == p(s, "Tamsin Lark") + 1),
    ("Wild Orchard is somewhere to the right of Blue Hour.", lambda s: p(s, "Wild Orchard") > p(s, "Blue Hour")),
    ("The Kit Marlow album is next to the Juno Vale album.", lambda s: abs(p(s, "Kit Marlow") - p(s, "Juno Vale")) == 1),
    ("Odette Ray's album is not next to Silas Brook's album.", lambda s: abs(p(s, "Odette Ray") - p(s, "Silas Brook")) != 1),
    ("Paper Moons is not by Silas Brook.", lambda s: not s.same("Paper Moons", "Silas Brook")),
    ("There is exactly one album between Copper Sky and Blue Hour.", lambda s: abs(p(s, "Copper Sky") - p(s, "Blue Hour")) == 2),
    ("Midnight Ferry is further right than any other album.", lambda s: p(s, "Midnight Ferry") == 5),
    ("Copper Sky isn't by Odette Ray.", lambda s: not s.same("Copper Sky", "Odette Ray")),
]
QUESTIONS = [("Which album is in the middle of the shelf?", lambda s: s.v("Albums", "third"))]
