D = "Days"
CATEGORIES = [
    ("Groups", ["Brownies", "craft club", "line dancers", "slimming club", "toddler group"]),
    ("Organisers", ["Mrs Ashby", "Mr Burrows", "Mrs Carver", "Miss Dunn", "Mr Eastwood"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
]
SOLUTION = [
    ["Brownies", "Mrs Carver", "Wednesday"],
    ["craft club", "Mr Eastwood", "Friday"],
    ["line dancers", "Mrs Ashby", "Tuesday"],
    ["slimming club", "Miss Dunn", "Monday"],
    ["toddler group", "Mr Burrows", "Thursday"],
]
CLUES = [
    ("The Brownies meet the day after the line dancers.", lambda s: s.n(D, "Brownies") == s.n(D, "line dancers") + 1),
    ("Mr Eastwood's group has the hall on Friday.", lambda s: s.same("Mr Eastwood", "Friday")),
    ("The slimming club meets earlier in the week than any other group.", lambda s: s.n(D, "slimming club") == 1),
    ("Miss Dunn runs neither the Brownies nor the toddler group.",
     lambda s: not s.same("Miss Dunn", "Brownies") and not s.same("Miss Dunn", "toddler group")),
    ("Mrs Ashby's group meets two days before Mr Burrows's.", lambda s: s.n(D, "Mrs Ashby") == s.n(D, "Mr Burrows") - 2),
    ("The craft club isn't run by Mrs Carver.", lambda s: not s.same("craft club", "Mrs Carver")),
    ("Mr Burrows doesn't run the Brownies, and the toddler group meets later in the week than the Brownies.", lambda s: not s.same("Mr Burrows", "Brownies") and s.n(D, "toddler group") > s.n(D, "Brownies")),
    ("Neither Mr Burrows nor Mrs Ashby runs the craft club.", lambda s: not s.same("Mr Burrows", "craft club") and not s.same("Mrs Ashby", "craft club")),
    ("Mrs Ashby isn't in charge of the slimming club.", lambda s: not s.same("Mrs Ashby", "slimming club")),
]
QUESTIONS = [("Who runs the toddler group?", lambda s: s.v("Organisers", "toddler group"))]
NUM = "."
DOT = False
INTRO = ["The village hall at Nether Stowe is let for one session each weekday, Monday to Friday, to five different groups, and each group has an organiser who holds the key. "
         "Can you work out which day each group meets and who runs it?"]
OUTRO = []
REMARKS = INTRO + OUTRO
