F = "Floors"
T = "Call-outs"
P = "Fees"
def f(s, x):
    return s.n(F, x)
def t(s, x):
    return s.n(T, x)
def p(s, x):
    return s.n(P, x)
NUM = ""
CATEGORIES = [
    ("Customers", ["Mrs. Achebe", "Mr. Brodeur", "Ms. Carvalho", "Dr. Dunleavy", "Mr. Ekwueme"]),
    ("Floors", ["ground floor", "1st floor", "2nd floor", "3rd floor", "4th floor"], [0, 1, 2, 3, 4]),
    ("Call-outs", ["8:15am", "10:45am", "1:20pm", "3:50pm", "6:05pm"], [495, 645, 800, 950, 1085]),
    ("Fees", ["$65.00", "$72.50", "$88.00", "$95.50", "$110.00"], [6500, 7250, 8800, 9550, 11000]),
]
SOLUTION = [
    ("Mrs. Achebe", "3rd floor", "1:20pm", "$88.00"),
    ("Mr. Brodeur", "ground floor", "6:05pm", "$110.00"),
    ("Ms. Carvalho", "4th floor", "8:15am", "$72.50"),
    ("Dr. Dunleavy", "1st floor", "3:50pm", "$95.50"),
    ("Mr. Ekwueme", "2nd floor", "10:45am", "$65.00"),
]
INTRO = ["A locksmith made five call-outs to the same apartment block in one day, each to a different floor."]
REMARKS = INTRO
CLUES = [
    ("The latest call-out of the day was also the most expensive.", lambda s: p(s, "6:05pm") == 11000),
    ("Mr. Brodeur lives on the ground floor.", lambda s: s.same("Mr. Brodeur", "ground floor")),
    ("Ms. Carvalho lives two floors above Mr. Ekwueme.", lambda s: f(s, "Ms. Carvalho") == f(s, "Mr. Ekwueme") + 2),
    ("The 10:45am job cost $7.50 less than the 8:15am job.", lambda s: p(s, "10:45am") == p(s, "8:15am") - 750),
    ("Dr. Dunleavy's call-out was 2 hours and 30 minutes after Mrs. Achebe's.", lambda s: t(s, "Dr. Dunleavy") == t(s, "Mrs. Achebe") + 150),
    ("The customer on the 1st floor paid $95.50.", lambda s: s.same("1st floor", "$95.50")),
    ("Mrs. Achebe lives on a higher floor than Dr. Dunleavy but a lower floor than Ms. Carvalho.", lambda s: f(s, "Dr. Dunleavy") < f(s, "Mrs. Achebe") < f(s, "Ms. Carvalho")),
    ("The first call-out of the day was not to Mr. Ekwueme.", lambda s: t(s, "Mr. Ekwueme") != 495),
    ("Mr. Brodeur paid more than Mrs. Achebe.", lambda s: p(s, "Mr. Brodeur") > p(s, "Mrs. Achebe")),
]
QUESTIONS = [("What time did the locksmith visit Mr. Ekwueme?", lambda s: s.v(T, "Mr. Ekwueme"))]
