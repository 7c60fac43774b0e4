D = "Days"
CATEGORIES = [
    ("Borrowers", ["Mr Fenwick", "Mrs Gale", "Miss Hart", "Mr Irving", "Mrs Judd"]),
    ("Villages", ["Ashcombe", "Brindle", "Coldharbour", "Dunmere", "Elsworth"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
]
SOLUTION = [
    ["Mr Fenwick", "Dunmere", "Wednesday"],
    ["Mrs Gale", "Ashcombe", "Friday"],
    ["Miss Hart", "Elsworth", "Monday"],
    ["Mr Irving", "Coldharbour", "Thursday"],
    ["Mrs Judd", "Brindle", "Tuesday"],
]
CLUES = [
    ("The van calls at Coldharbour the day after it calls at Mr Fenwick's village.",
     lambda s: s.n(D, "Coldharbour") == s.n(D, "Mr Fenwick") + 1),
    ("Mrs Gale is the last borrower of the week.", lambda s: s.same("Mrs Gale", "Friday")),
    ("Miss Hart lives in neither Ashcombe nor Brindle.",
     lambda s: not s.same("Miss Hart", "Ashcombe") and not s.same("Miss Hart", "Brindle")),
    ("Brindle is visited the day before Dunmere.", lambda s: s.n(D, "Brindle") == s.n(D, "Dunmere") - 1),
    ("Mrs Judd's stop comes earlier in the week than Mr Fenwick's.", lambda s: s.n(D, "Mrs Judd") < s.n(D, "Mr Fenwick")),
    ("The week begins at Elsworth.", lambda s: s.same("Elsworth", "Monday")),
    ("Miss Hart is visited earlier in the week than Mrs Judd.", lambda s: s.n(D, "Miss Hart") < s.n(D, "Mrs Judd")),
    ("Mr Fenwick's stop is two days after Miss Hart's.", lambda s: s.n(D, "Mr Fenwick") == s.n(D, "Miss Hart") + 2),
]
QUESTIONS = [
    ("In which village does Mrs Judd live?", lambda s: s.v("Villages", "Mrs Judd")),
    ("On which day does the van call at Dunmere?", lambda s: s.v(D, "Dunmere")),
]
NUM = "."
INTRO = ["Marion drives the county's mobile library, calling at a different village on each weekday from Monday to Friday. At every stop the same keen borrower is always first up the steps."]
ASK = "Can you discover which village each borrower lives in and the day the van calls there?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
