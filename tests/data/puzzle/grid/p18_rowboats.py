D = "Distances"
CATEGORIES = [
    ("Rowers", ["Nell", "Otto", "Priya", "Quinn"]),
    ("Boats", ["Daisy", "Heron", "Kingfisher", "Minnow"]),
    ("Distances", ["1.5 km", "2 km", "2.5 km", "3 km"], [15, 20, 25, 30]),
]
SOLUTION = [
    ["Nell", "Heron", "2.5 km"],
    ["Otto", "Minnow", "1.5 km"],
    ["Priya", "Daisy", "3 km"],
    ["Quinn", "Kingfisher", "2 km"],
]
CLUES = [
    ("The Daisy went 1 km farther than the Kingfisher.", lambda s: s.n(D, "Daisy") == s.n(D, "Kingfisher") + 10),
    ("Otto rowed the shortest distance.", lambda s: s.n(D, "Otto") == 15),
    ("Nell rowed half a kilometre farther than Quinn.", lambda s: s.n(D, "Nell") == s.n(D, "Quinn") + 5),
    ("The Heron was not rowed by Quinn.", lambda s: not s.same("Heron", "Quinn")),
    ("Priya rowed the longest distance.", lambda s: s.n(D, "Priya") == 30),
    ("Quinn didn't take the Minnow.", lambda s: not s.same("Quinn", "Minnow")),
    ("Otto's boat wasn't the Heron.", lambda s: not s.same("Otto", "Heron")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
