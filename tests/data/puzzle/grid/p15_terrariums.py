SH = "Shelves"
CATEGORIES = [
    ("Children", ["Ava", "Leo", "Mia", "Sam"]),
    ("Pets", ["gecko", "snail", "stick insect", "tree frog"]),
    ("Shelves", ["top shelf", "second shelf", "third shelf", "bottom shelf"]),
]
SOLUTION = [
    ["Ava", "tree frog", "top shelf"],
    ["Leo", "gecko", "third shelf"],
    ["Mia", "snail", "bottom shelf"],
    ["Sam", "stick insect", "second shelf"],
]
CLUES = [
    ("The tree frog is on the top shelf.", lambda s: s.same("tree frog", "top shelf")),
    ("Mia's pet is on the bottom shelf.", lambda s: s.same("Mia", "bottom shelf")),
    ("The gecko is just below the stick insect.", lambda s: s.n(SH, "gecko") == s.n(SH, "stick insect") + 1),
    ("Sam's pet is higher up than Leo's.", lambda s: s.n(SH, "Sam") < s.n(SH, "Leo")),
    ("Ava does not have the gecko.", lambda s: not s.same("Ava", "gecko")),
    ("Ava's pet is on the shelf right above Sam's.", lambda s: s.n(SH, "Ava") == s.n(SH, "Sam") - 1),
    ("The snail is not on the second shelf.", lambda s: not s.same("snail", "second shelf")),
]
QUESTIONS = [("Who has the stick insect?", lambda s: s.v("Children", "stick insect"))]
NUM = "."
DOT = False
INTRO = ["The class pets live in tanks on a tall bookcase with four shelves, one tank on each shelf, and the shelves are counted from the top. Each child looks after one pet."]
OUTRO = []
REMARKS = INTRO + OUTRO
