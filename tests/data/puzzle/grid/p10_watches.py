# Puzzle-book style; money with cents, dates, "respectively".
C = "Costs"
R = "Ready"
def c(s, x):
    return s.n(C, x)
def r(s, x):
    return s.n(R, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Customers", ["Mr. Ferreira", "Ms. Hale", "Mrs. Ito", "Ms. O'Dell"]),
    ("Repairs", ["cleaning", "new battery", "new glass", "new strap"]),
    ("Costs", ["$12.99", "$18.50", "$24.00", "$35.75"], [1299, 1850, 2400, 3575]),
    ("Ready", ["May 3", "May 5", "May 8", "May 10"], [3, 5, 8, 10]),
]
SOLUTION = [("Mr. Ferreira", "new glass", "$35.75", "May 10"), ("Ms. Hale", "new battery", "$12.99", "May 3"),
            ("Mrs. Ito", "cleaning", "$24.00", "May 8"), ("Ms. O'Dell", "new strap", "$18.50", "May 5")]
INTRO = ["Four customers left their watches at Mr. Kowalczyk's repair shop on the first of May. Each needed a different repair, paid a different amount and collected the watch on a different day."]
CLUES = [
    ("The new battery was the cheapest job and was ready first.", lambda s: c(s, "new battery") == 1299 and r(s, "new battery") == 3),
    ("Mrs. Ito's watch was ready 3 days after Ms. O'Dell's.", lambda s: r(s, "Mrs. Ito") == r(s, "Ms. O'Dell") + 3),
    ("The cleaning cost $5.50 more than the new strap.", lambda s: c(s, "cleaning") == c(s, "new strap") + 550),
    ("Mr. Ferreira and Ms. Hale paid $35.75 and $12.99, respectively.", lambda s: c(s, "Mr. Ferreira") == 3575 and c(s, "Ms. Hale") == 1299),
    ("The watch that was ready on May 8 did not need a new glass.", lambda s: not s.same("May 8", "new glass")),
    ("Ms. O'Dell paid less than Mrs. Ito.", lambda s: c(s, "Ms. O'Dell") < c(s, "Mrs. Ito")),
]
QUESTIONS = [("What did Ms. O'Dell's watch need?", lambda s: s.v("Repairs", "Ms. O'Dell"))]
REMARKS = INTRO
