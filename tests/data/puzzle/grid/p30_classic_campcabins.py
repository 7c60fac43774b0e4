# A retelling in the manner of the 1962 zebra puzzle: five cabins in a row along
# the lake shore, numbered 1 to 5 from left to right as seen from the water.
H = "Cabins"
C = "Campers"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Cabins", ["1", "2", "3", "4", "5"]),
    ("Counselors", ["Marisa", "Nico", "Odile", "Pax", "Quinn"]),
    ("Groups", ["Badgers", "Eagles", "Foxes", "Otters", "Wolves"]),
    ("Activities", ["archery", "canoeing", "crafts", "hiking", "swimming"]),
    ("Campers", ["8 campers", "9 campers", "10 campers", "11 campers", "12 campers"], [8, 9, 10, 11, 12]),
]
SOLUTION = [
    ["1", "Quinn", "Otters", "canoeing", "10 campers"],
    ["2", "Marisa", "Wolves", "crafts", "12 campers"],
    ["3", "Pax", "Badgers", "archery", "8 campers"],
    ["4", "Nico", "Eagles", "swimming", "11 campers"],
    ["5", "Odile", "Foxes", "hiking", "9 campers"],
]
CLUES = [
    ("The Otters sleep in the cabin at the far left.", lambda s: s.n(H, "Otters") == 1),
    ("Marisa's cabin holds the most campers.", lambda s: s.n(C, "Marisa") == 12),
    ("The Eagles' cabin is immediately to the right of the cabin of the group that does archery.",
     lambda s: s.n(H, "Eagles") == s.n(H, "archery") + 1),
    ("The canoeing group sleeps next door to the crafts group.", lambda s: near(s, "canoeing", "crafts")),
    ("Nico is in charge of the Eagles.", lambda s: s.same("Nico", "Eagles")),
    ("The smallest group sleeps in the middle cabin.", lambda s: s.same("8 campers", "3")),
    ("The hikers number one more than the Badgers.", lambda s: s.n(C, "hiking") == s.n(C, "Badgers") + 1),
    ("Odile's cabin is at one end of the row.", lambda s: s.n(H, "Odile") in (1, 5)),
    ("The Wolves sleep next door to Pax's group.", lambda s: near(s, "Wolves", "Pax")),
    ("The Foxes go hiking.", lambda s: s.same("Foxes", "hiking")),
    ("The swimming group has 2 more campers than the hikers.", lambda s: s.n(C, "swimming") == s.n(C, "hiking") + 2),
    ("Quinn's group goes canoeing.", lambda s: s.same("Quinn", "canoeing")),
    ("The Otters go canoeing.", lambda s: s.same("Otters", "canoeing")),
]
QUESTIONS = [("Who leads the Foxes?", lambda s: s.v("Counselors", "Foxes")),
             ("Which group goes swimming?", lambda s: s.v("Groups", "swimming"))]
NUM = "."
DOT = True
INTRO = ["At summer camp, five counselors each lead a group in one of five cabins that stand in a row along the lake shore. Each group has a different number of campers and a different favorite activity. The cabins are numbered 1 to 5 from left to right as seen from the water."]
OUTRO = []
REMARKS = INTRO + OUTRO
