T = "Start times"
CATEGORIES = [
    ("Renters", ["Abe", "Bess", "Cruz", "Dina"]),
    ("Boards", ["lime", "navy", "orange", "teal"]),
    ("Start times", ["9:00am", "9:30am", "10:00am", "10:30am"], [540, 570, 600, 630]),
]
SOLUTION = [
    ["Abe", "teal", "10:00am"],
    ["Bess", "lime", "9:00am"],
    ["Cruz", "orange", "10:30am"],
    ["Dina", "navy", "9:30am"],
]
CLUES = [
    ("The person on the navy board started 30 minutes after Bess.", lambda s: s.n(T, "navy") == s.n(T, "Bess") + 30),
    ("Cruz went out 1 hour after the person on the navy board.", lambda s: s.n(T, "Cruz") == s.n(T, "navy") + 60),
    ("Either Abe or the 9:00am renter took the lime board.",
     lambda s: s.same("Abe", "lime") != s.same("9:00am", "lime") and (s.same("Abe", "lime") or s.same("9:00am", "lime"))),
    ("The teal board went out before the orange one.", lambda s: s.n(T, "teal") < s.n(T, "orange")),
    ("Dina went out before Abe.", lambda s: s.n(T, "Dina") < s.n(T, "Abe")),
    ("Bess didn't take the teal board.", lambda s: not s.same("Bess", "teal")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
