A = "Amounts"
CATEGORIES = [
    ("Children", ["Kit", "Lulu", "Milo", "Noor"]),
    ("Amounts", ["50p", "£1", "£1.50", "£2"], [50, 100, 150, 200]),
    ("Hiding places", ["under the pillow", "in a slipper", "in a glass", "on the windowsill"]),
]
SOLUTION = [
    ["Kit", "£1", "in a slipper"],
    ["Lulu", "£2", "in a glass"],
    ["Milo", "50p", "under the pillow"],
    ["Noor", "£1.50", "on the windowsill"],
]
CLUES = [
    ("The tooth left in a glass earned 50p more than Noor's.", lambda s: s.n(A, "in a glass") == s.n(A, "Noor") + 50),
    ("Milo, who left his tooth under the pillow, got the least.",
     lambda s: s.same("Milo", "under the pillow") and s.n(A, "Milo") == 50),
    ("Kit got more than Milo but less than the child who used the windowsill.",
     lambda s: s.n(A, "Milo") < s.n(A, "Kit") < s.n(A, "on the windowsill")),
    ("Lulu didn't use the slipper.", lambda s: not s.same("Lulu", "in a slipper")),
    ("Noor got more than £1, but not the most.", lambda s: 100 < s.n(A, "Noor") < 200),
]
QUESTIONS = [("How much did Kit get?", lambda s: s.v("Amounts", "Kit"))]
NUM = None
DOT = False
INTRO = ["Four children each lost a tooth this month. The tooth fairy left each of them a different amount, and each had put the tooth in a different place."]
OUTRO = []
REMARKS = INTRO + OUTRO
