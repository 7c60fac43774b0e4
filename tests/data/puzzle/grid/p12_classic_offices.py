# No category lines: companies on the five floors of an office building
# (floor 1 at the bottom); numbered clues with "directly below", "two floors
# above", "somewhere above", and plural trades ("The lawyers are ...").
H = "Floors"
def h(s, x):
    return s.n(H, x)
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Floors", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Companies", ["Apex", "Bolt", "Crest", "Delta", "Ember"]),
    ("Trades", ["accountants", "architects", "dentists", "lawyers", "printers"]),
    ("Receptionists", ["Fay", "Gil", "Hal", "Jo", "Kai"]),
]
SOLUTION = [
    ("1", "Delta", "printers", "Gil"),
    ("2", "Apex", "dentists", "Kai"),
    ("3", "Ember", "architects", "Fay"),
    ("4", "Bolt", "accountants", "Jo"),
    ("5", "Crest", "lawyers", "Hal"),
]
INTRO = ["An office building has five floors, numbered 1 (at the bottom) to 5 (at the top). Each floor is let to a different company, each company is in a different line of business, and each has its own receptionist."]
CLUES = [
    ("The lawyers are on the top floor.", lambda s: h(s, "lawyers") == 5),
    ("The printers' office is directly below the dentists' office.", lambda s: h(s, "printers") + 1 == h(s, "dentists")),
    ("Crest is two floors above Ember.", lambda s: h(s, "Crest") == h(s, "Ember") + 2),
    ("Fay works for the architects.", lambda s: s.same("Fay", "architects")),
    ("The accountants are somewhere above the architects.", lambda s: h(s, "accountants") > h(s, "architects")),
    ("Gil works on floor 1.", lambda s: h(s, "Gil") == 1),
    ("Apex is directly above Delta.", lambda s: h(s, "Apex") == h(s, "Delta") + 1),
    ("Hal does not work for the accountants.", lambda s: not s.same("Hal", "accountants")),
    ("Kai works for the dentists.", lambda s: s.same("Kai", "dentists")),
    ("Bolt is on the floor directly below Crest.", lambda s: h(s, "Bolt") + 1 == h(s, "Crest")),
    ("Jo's floor is somewhere above Kai's.", lambda s: h(s, "Jo") > h(s, "Kai")),
    ("Delta is on the bottom floor.", lambda s: h(s, "Delta") == 1),
]
QUESTIONS = [("Which company are the printers?", lambda s: s.v("Companies", "printers")),
             ("Who is the receptionist at Bolt?", lambda s: s.v("Receptionists", "Bolt"))]
REMARKS = INTRO
