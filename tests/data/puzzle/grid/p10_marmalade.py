# Newspaper weekly puzzle.
P = "Prices"
R = "Placings"
def p(s, x):
    return s.n(P, x)
def r(s, x):
    return s.n(R, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Entrants", ["Mrs. O'Hara", "Mr. Pike", "Ms. Quinlan-Reed", "Dr. Sato"]),
    ("Fruits", ["blood orange", "grapefruit", "lime", "Seville orange"]),
    ("Prices", ["$3.50", "$4.25", "$5.00", "$5.75"], [350, 425, 500, 575]),
    ("Placings", ["1st", "2nd", "3rd", "4th"]),
]
SOLUTION = [("Mrs. O'Hara", "Seville orange", "$4.25", "1st"), ("Mr. Pike", "lime", "$3.50", "3rd"),
            ("Ms. Quinlan-Reed", "grapefruit", "$5.75", "4th"), ("Dr. Sato", "blood orange", "$5.00", "2nd")]
INTRO = ["Four marmalade makers entered the Harbury show this year, and each priced a jar for the charity stall afterwards."]
CLUES = [
    ("The Seville orange marmalade took first place.", lambda s: r(s, "Seville orange") == 1),
    ("Mr. Pike's jar was the cheapest.", lambda s: p(s, "Mr. Pike") == 350),
    ("The grapefruit marmalade cost $1.50 more than Mrs. O'Hara's.", lambda s: p(s, "grapefruit") == p(s, "Mrs. O'Hara") + 150),
    ("Dr. Sato finished one place ahead of the lime marmalade.", lambda s: r(s, "Dr. Sato") == r(s, "lime") - 1),
    ("The jar priced at $5.75 came last.", lambda s: r(s, "$5.75") == 4),
    ("Neither Mrs. O'Hara nor Dr. Sato made the lime marmalade.", lambda s: not s.same("Mrs. O'Hara", "lime") and not s.same("Dr. Sato", "lime")),
    ("Dr. Sato's marmalade was not made with grapefruit.", lambda s: not s.same("Dr. Sato", "grapefruit")),
    ("Mrs. O'Hara placed higher than Mr. Pike.", lambda s: r(s, "Mrs. O'Hara") < r(s, "Mr. Pike")),
]
QUESTIONS = [("Who made the blood orange marmalade?", lambda s: s.v("Entrants", "blood orange"))]
REMARKS = INTRO
