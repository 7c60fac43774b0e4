Y = "Years"
D = "Depths"
CATEGORIES = [
    ("Archaeologists", ["Abernathy", "Bristow", "Calloway", "Delgado", "Eastman"]),
    ("Sites", ["Cobb Hill", "Fox Hollow", "Marsh Bend", "Red Bluff", "Stony Ford"]),
    ("Artifacts", ["arrowhead", "bone comb", "bronze pin", "clay pipe", "glass bead"]),
    ("Years", ["2015", "2016", "2017", "2018", "2019"], [2015, 2016, 2017, 2018, 2019]),
    ("Depths", ["4 feet", "6 feet", "8 feet", "10 feet", "12 feet"], [4, 6, 8, 10, 12]),
]
SOLUTION = [
    ["Abernathy", "Red Bluff", "clay pipe", "2017", "4 feet"],
    ["Bristow", "Fox Hollow", "bronze pin", "2019", "10 feet"],
    ["Calloway", "Stony Ford", "arrowhead", "2015", "8 feet"],
    ["Delgado", "Cobb Hill", "glass bead", "2016", "12 feet"],
    ["Eastman", "Marsh Bend", "bone comb", "2018", "6 feet"],
]
CLUES = [
    ("The bronze pin was found 2 years after the clay pipe.",
     lambda s: s.n(Y, "bronze pin") == s.n(Y, "clay pipe") + 2),
    ("The artifact from Cobb Hill was buried 4 feet deeper than the one from Stony Ford.",
     lambda s: s.n(D, "Cobb Hill") == s.n(D, "Stony Ford") + 4),
    ("The glass bead was either found by Delgado or found in 2018.",
     lambda s: s.same("glass bead", "Delgado") != s.same("glass bead", "2018")),
    ("Of the 2015 find and the bone comb, one came from Stony Ford and the other was found 6 feet down.",
     lambda s: not s.same("2015", "bone comb") and (
         (s.same("2015", "Stony Ford") and s.same("bone comb", "6 feet"))
         or (s.same("bone comb", "Stony Ford") and s.same("2015", "6 feet")))),
    ("Neither Abernathy nor Calloway dug at Fox Hollow.",
     lambda s: not s.same("Abernathy", "Fox Hollow") and not s.same("Calloway", "Fox Hollow")),
    ("The deepest find wasn't the arrowhead.",
     lambda s: not s.same("12 feet", "arrowhead")),
    ("The five archaeologists are Bristow, the one who dug at Red Bluff, the one who found the arrowhead, the one who dug in 2016 and the one whose find was 6 feet down.",
     lambda s: len({s.e("Bristow"), s.e("Red Bluff"), s.e("arrowhead"), s.e("2016"), s.e("6 feet")}) == 5),
    ("Eastman's find came 1 year after Abernathy's.",
     lambda s: s.n(Y, "Eastman") == s.n(Y, "Abernathy") + 1),
    ("The clay pipe was the shallowest find.",
     lambda s: s.n(D, "clay pipe") == 4),
    ("The Marsh Bend find wasn't made 2 years before the Fox Hollow find.",
     lambda s: s.n(Y, "Marsh Bend") != s.n(Y, "Fox Hollow") - 2),
    ("Bristow's find was 2 feet deeper than Calloway's.",
     lambda s: s.n(D, "Bristow") == s.n(D, "Calloway") + 2),
    ("The 2015 dig took place sometime before the dig at Red Bluff.",
     lambda s: s.n(Y, "2015") < s.n(Y, "Red Bluff")),
    ("The 2016 find was 6 feet deeper than the 2018 find.",
     lambda s: s.n(D, "2016") == s.n(D, "2018") + 6),
    ("Eastman didn't dig at Fox Hollow.",
     lambda s: not s.same("Eastman", "Fox Hollow")),
]
QUESTIONS = []
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
