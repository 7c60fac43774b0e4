T = "Times"
P = "Prices"
def t(s, x):
    return s.n(T, x)
def p(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Customers", ["Owen", "Priya", "Quincy", "Rosa"]),
    ("Times", ["9:00am", "9:30am", "10:00am", "10:30am"], [540, 570, 600, 630]),
    ("Prices", ["$18", "$22", "$26", "$30"], [18, 22, 26, 30]),
    ("Styles", ["bob", "buzz cut", "fade", "perm"]),
]
CLUES = [
    ("The person who got the perm had the earliest appointment.", lambda s: t(s, "perm") == 540),
    ("Owen paid $4 less than Quincy.", lambda s: p(s, "Owen") == p(s, "Quincy") - 4),
    ("The bob cost $4 more than the fade.", lambda s: p(s, "bob") == p(s, "fade") + 4),
    ("Rosa's appointment was 30 minutes before Owen's.", lambda s: t(s, "Rosa") == t(s, "Owen") - 30),
    ("Quincy did not get the buzz cut.", lambda s: not s.same("Quincy", "buzz cut")),
    ("The 10:30am appointment was not the most expensive.", lambda s: p(s, "10:30am") != 30),
    ("The buzz cut was the cheapest service.", lambda s: p(s, "buzz cut") == 18),
    ("Priya paid more than Rosa.", lambda s: p(s, "Priya") > p(s, "Rosa")),
    ("Quincy had the last appointment of the morning.", lambda s: t(s, "Quincy") == 630),
    ("Rosa paid $8 more than Owen.", lambda s: p(s, "Rosa") == p(s, "Owen") + 8),
]
QUESTIONS = [("What time was Quincy's appointment?", lambda s: s.v("Times", "Quincy"))]
