# An Einstein-style puzzle with no category lines: every value is named in a
# statement or a question.  Houses are numbered 1 to 5 from left to right.
H = "Houses"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Doors", ["yellow", "blue", "red", "green", "white"]),
    ("Families", ["Dobsons", "Ashtons", "Ellises", "Carters", "Bakers"]),
    ("Pets", ["cat", "budgie", "dog", "goldfish", "tortoise"]),
    ("Vehicles", ["bicycle", "van", "motorbike", "hatchback", "estate car"]),
]
SOLUTION = [
    ["1", "yellow", "Dobsons", "cat", "bicycle"],
    ["2", "blue", "Ashtons", "budgie", "van"],
    ["3", "red", "Ellises", "dog", "motorbike"],
    ["4", "green", "Carters", "goldfish", "hatchback"],
    ["5", "white", "Bakers", "tortoise", "estate car"],
]
CLUES = [
    ("The Ashtons live in the house with the blue door.", lambda s: s.same("Ashtons", "blue")),
    ("The Carters drive a hatchback.", lambda s: s.same("Carters", "hatchback")),
    ("The dog lives behind the red door.", lambda s: s.same("dog", "red")),
    ("The green door is immediately to the left of the white door.", lambda s: s.n(H, "green") == s.n(H, "white") - 1),
    ("The motorbike is kept at the middle house.", lambda s: s.n(H, "motorbike") == 3),
    ("The Dobsons live in the first house.", lambda s: s.n(H, "Dobsons") == 1),
    ("The Dobsons live next door to the house with the blue door.", lambda s: near(s, "Dobsons", "blue")),
    ("The family with the van keep a budgie.", lambda s: s.same("van", "budgie")),
    ("The cat belongs to the family next door to the owners of the van.", lambda s: near(s, "cat", "van")),
    ("The bicycle is kept at the house with the yellow door.", lambda s: s.same("bicycle", "yellow")),
    ("The Ellises ride the motorbike.", lambda s: s.same("Ellises", "motorbike")),
    ("The Bakers own an estate car.", lambda s: s.same("Bakers", "estate car")),
    ("The family with the goldfish live next door to the family with the dog.", lambda s: near(s, "goldfish", "dog")),
    ("The Carters live immediately to the left of the Bakers.", lambda s: s.n(H, "Carters") == s.n(H, "Bakers") - 1),
    ("The Ellises have a red front door.", lambda s: s.same("Ellises", "red")),
]
QUESTIONS = [("Who owns the tortoise?", lambda s: s.v("Families", "tortoise")),
             ("Who keeps the goldfish?", lambda s: s.v("Families", "goldfish"))]
NUM = "."
INTRO = ["Five families live in a row of five houses on Primrose Lane. Each house has a front door of a different colour, and each family keeps a different pet and a different vehicle."]
OUTRO = ["Left and right are as you stand in the lane facing the houses, and the first house is the one on the far left."]
REMARKS = INTRO + OUTRO
