D = "Depths"
Y = "Years"
CATEGORIES = [
    ("Owners", ["Mrs. Albright", "Mr. Beck", "Ms. Chu", "Mr. Dorsey"]),
    ("Drillers", ["Ace Drilling", "Deep Rock", "Hydro Bore", "True Well"]),
    ("Depths", ["120 feet", "150 feet", "180 feet", "210 feet"], [120, 150, 180, 210]),
    ("Years", ["1987", "1995", "2003", "2011"], [1987, 1995, 2003, 2011]),
]
SOLUTION = [
    ["Mrs. Albright", "Deep Rock", "180 feet", "1995"],
    ["Mr. Beck", "True Well", "120 feet", "2011"],
    ["Ms. Chu", "Ace Drilling", "210 feet", "1987"],
    ["Mr. Dorsey", "Hydro Bore", "150 feet", "2003"],
]
CLUES = [
    ("The well Deep Rock drilled is 30 feet deeper than Mr. Dorsey's.",
     lambda s: s.n(D, "Deep Rock") == s.n(D, "Mr. Dorsey") + 30),
    ("Ms. Chu's well was drilled 8 years before Mrs. Albright's.",
     lambda s: s.n(Y, "Ms. Chu") == s.n(Y, "Mrs. Albright") - 8),
    ("The newest well is also the shallowest.",
     lambda s: s.same("2011", "120 feet")),
    ("Hydro Bore didn't drill the 1995 well.",
     lambda s: not s.same("Hydro Bore", "1995")),
    ("The 210-foot well was drilled by either Ace Drilling or True Well.",
     lambda s: s.same("210 feet", "Ace Drilling") or s.same("210 feet", "True Well")),
    ("The 2003 well is 60 feet shallower than Ms. Chu's.",
     lambda s: s.n(D, "2003") == s.n(D, "Ms. Chu") - 60),
    ("Mr. Beck's well is 90 feet shallower than Ms. Chu's.",
     lambda s: s.n(D, "Mr. Beck") == s.n(D, "Ms. Chu") - 90),
    ("True Well drilled the newest well.",
     lambda s: s.same("True Well", "2011")),
]
QUESTIONS = []
NUM = "."
DOT = False
INTRO = ["Four landowners each had a water well drilled by a different company."]
OUTRO = []
REMARKS = INTRO + OUTRO
