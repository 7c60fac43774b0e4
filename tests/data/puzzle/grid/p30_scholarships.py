A = "Amounts"
CATEGORIES = [
    ("Students", ["Adaeze", "Bastian", "Coralie", "Dev", "Ellery"]),
    ("Colleges", ["Ashford", "Brookmont", "Carraway", "Dunmore", "Everly"]),
    ("Amounts", ["$250", "$400", "$550", "$700", "$850"], [250, 400, 550, 700, 850]),
]
SOLUTION = [
    ["Adaeze", "Dunmore", "$700"],
    ["Bastian", "Everly", "$250"],
    ["Coralie", "Ashford", "$850"],
    ["Dev", "Carraway", "$400"],
    ["Ellery", "Brookmont", "$550"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The student headed to Carraway received $150 more than Bastian.",
     lambda s: s.n(A, "Carraway") == s.n(A, "Bastian") + 150),
    ("Coralie won the largest award.",
     lambda s: s.n(A, "Coralie") == 850),
    ("The Brookmont student got $300 less than Coralie.",
     lambda s: s.n(A, "Brookmont") == s.n(A, "Coralie") - 300),
    ("The $700 scholarship went to either Dev or the student going to Dunmore.",
     lambda s: s.same("$700", "Dev") != s.same("$700", "Dunmore")),
    ("Neither Bastian nor Dev is going to Ashford.",
     lambda s: not s.same("Bastian", "Ashford") and not s.same("Dev", "Ashford")),
    ("Ellery's award was larger than Dev's.",
     lambda s: s.n(A, "Ellery") > s.n(A, "Dev")),
    ("Of Adaeze and the Everly student, one won $250 and the other won $700.",
     lambda s: one_other(s, "Adaeze", "Everly", "$250", "$700")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
