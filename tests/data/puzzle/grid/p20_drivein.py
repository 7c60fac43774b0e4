R = "Rows"
CATEGORIES = [
    ("Families", ["Abbott", "Bianchi", "Chen", "Duarte"]),
    ("Cars", ["hatchback", "pickup", "sedan", "van"]),
    ("Rows", ["row 1", "row 2", "row 3", "row 4"], [1, 2, 3, 4]),
    ("Snacks", ["hot dogs", "nachos", "popcorn", "pretzels"]),
]
SOLUTION = [
    ["Abbott", "van", "row 4", "popcorn"],
    ["Bianchi", "sedan", "row 2", "nachos"],
    ["Chen", "pickup", "row 1", "pretzels"],
    ["Duarte", "hatchback", "row 3", "hot dogs"],
]
CLUES = [
    ("The pickup parked in the front row.", lambda s: s.n(R, "pickup") == 1),
    ("The van was parked directly behind the hatchback.", lambda s: s.n(R, "van") == s.n(R, "hatchback") + 1),
    ("The Bianchis, who came in a sedan, parked one row behind the Chens.",
     lambda s: s.same("Bianchi", "sedan") and s.n(R, "Bianchi") == s.n(R, "Chen") + 1),
    ("The Abbotts parked in the back row.", lambda s: s.n(R, "Abbott") == 4),
    ("The family with the nachos parked in row 2.", lambda s: s.same("nachos", "row 2")),
    ("The Duartes didn't have popcorn or pretzels.", lambda s: not s.same("Duarte", "popcorn") and not s.same("Duarte", "pretzels")),
    ("The popcorn family parked further back than the hot dog family.", lambda s: s.n(R, "popcorn") > s.n(R, "hot dogs")),
]
QUESTIONS = [("Which family drove the hatchback?", lambda s: s.v("Families", "hatchback"))]
NUM = "."
DOT = False
INTRO = ["Four families went to the drive-in movie on Friday night. Each came in a different car, parked in a different row and bought a different snack. Row 1 is closest to the screen."]
OUTRO = []
REMARKS = INTRO + OUTRO
