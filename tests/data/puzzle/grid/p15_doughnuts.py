P = "Prices"
CATEGORIES = [
    ("Customers", ["Abigail", "Benedict", "Cosima", "Dmitri"]),
    ("Doughnuts", ["cruller", "jam-filled", "maple bar", "old-fashioned"]),
    ("Prices", ["$1.35", "$1.60", "$1.85", "$2.10"], [135, 160, 185, 210]),
]
SOLUTION = [
    ["Abigail", "maple bar", "$1.85"],
    ["Benedict", "cruller", "$1.35"],
    ["Cosima", "old-fashioned", "$2.10"],
    ["Dmitri", "jam-filled", "$1.60"],
]
CLUES = [
    ("The person who bought the cruller paid 25 cents less than Dmitri.", lambda s: s.n(P, "cruller") == s.n(P, "Dmitri") - 25),
    ("Cosima paid more than Abigail.", lambda s: s.n(P, "Cosima") > s.n(P, "Abigail")),
    ("The maple bar cost $1.85.", lambda s: s.same("maple bar", "$1.85")),
    ("Of Benedict and the person who paid $2.10, one bought the cruller and the other bought the old-fashioned.",
     lambda s: not s.same("Benedict", "$2.10") and {s.v("Doughnuts", "Benedict"), s.v("Doughnuts", "$2.10")} == {"cruller", "old-fashioned"}),
    ("Abigail didn't buy the jam-filled doughnut.", lambda s: not s.same("Abigail", "jam-filled")),
]
NUM = ""
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
