# British: a sponsored swim at the leisure centre; lengths and pounds.
LN = "Lengths"
R = "Raised"
CATEGORIES = [
    ("Swimmers", ["Mr Ansell", "Mrs Brady", "Miss Coombes", "Mr Devlin"]),
    ("Lengths", ["40 lengths", "56 lengths", "64 lengths", "80 lengths"], [40, 56, 64, 80]),
    ("Raised", ["£120", "£150", "£180", "£210"], [120, 150, 180, 210]),
]
SOLUTION = [
    ["Mr Ansell", "64 lengths", "£150"],
    ["Mrs Brady", "80 lengths", "£120"],
    ["Miss Coombes", "40 lengths", "£210"],
    ["Mr Devlin", "56 lengths", "£180"],
]
CLUES = [
    ("Mrs Brady swam the most lengths but raised the least.",
     lambda s: s.n(LN, "Mrs Brady") == 80 and s.n(R, "Mrs Brady") == 120),
    ("Miss Coombes swam 24 lengths fewer than Mr Ansell.", lambda s: s.n(LN, "Miss Coombes") == s.n(LN, "Mr Ansell") - 24),
    ("The swimmer who managed 56 lengths raised £30 more than Mr Ansell.",
     lambda s: s.n(R, "56 lengths") == s.n(R, "Mr Ansell") + 30),
    ("Neither of the men raised the most.",
     lambda s: s.n(R, "Mr Ansell") != 210 and s.n(R, "Mr Devlin") != 210),
]
QUESTIONS = [("How much did Miss Coombes raise?", lambda s: s.v("Raised", "Miss Coombes"))]
NUM = "."
DOT = False
INTRO = ["Four members of the swimming club did a sponsored swim at the leisure centre on Saturday the 9th of March. No two swam the same number of lengths of the 25-metre pool, and no two raised the same amount."]
OUTRO = []
REMARKS = INTRO + OUTRO
