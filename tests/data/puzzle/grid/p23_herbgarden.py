D = "Days"
CATEGORIES = [
    ("Pupils", ["Jamal", "Keira", "Leo", "Mia"]),
    ("Herbs", ["basil", "chives", "coriander", "parsley"]),
    ("Pots", ["blue", "orange", "pink", "yellow"]),
    ("Days", ["5 days", "7 days", "10 days", "14 days"], [5, 7, 10, 14]),
]
SOLUTION = [
    ["Jamal", "coriander", "yellow", "7 days"],
    ["Keira", "parsley", "blue", "14 days"],
    ["Leo", "basil", "pink", "5 days"],
    ["Mia", "chives", "orange", "10 days"],
]
CLUES = [
    ("The parsley took two weeks to sprout.", lambda s: s.same("parsley", "14 days")),
    ("Leo's seeds came up first.", lambda s: s.n(D, "Leo") == 5),
    ("The herb in the orange pot sprouted 3 days after Jamal's.", lambda s: s.n(D, "orange") == s.n(D, "Jamal") + 3),
    ("Keira chose the blue pot.", lambda s: s.same("Keira", "blue")),
    ("The basil wasn't grown in the yellow pot.", lambda s: not s.same("basil", "yellow")),
    ("Mia didn't plant coriander.", lambda s: not s.same("Mia", "coriander")),
    ("The chives came up before the parsley but after the coriander.",
     lambda s: s.n(D, "coriander") < s.n(D, "chives") < s.n(D, "parsley")),
    ("The coriander came up two days after the basil.", lambda s: s.n(D, "coriander") == s.n(D, "basil") + 2),
]
QUESTIONS = [("How many days did the chives take to come up?", lambda s: s.v("Days", "chives"))]
NUM = ")"
DOT = False
INTRO = [
    "Mrs Patel's class has been growing herbs on the classroom windowsill. Four pupils each planted a different herb in a different coloured pot, and then counted the days until the first green shoot appeared. Read the clues carefully and fill in the grid!",
]
OUTRO = []
REMARKS = INTRO + OUTRO
