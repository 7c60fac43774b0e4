D = "Dates"
R = "Refunds"
CATEGORIES = [
    ("First names", ["Cheryl", "Duane", "Gloria", "Leon"]),
    ("Last names", ["Bianchi", "Fairbanks", "Schultz", "Whitaker"]),
    ("Accountants", ["Mr. Lowe", "Mrs. Nakamura", "Ms. Pruett", "Mr. Sandoval"]),
    ("Dates", ["April 2", "April 5", "April 9", "April 14"], [2, 5, 9, 14]),
    ("Refunds", ["$215.00", "$348.50", "$420.75", "$612.00"], [21500, 34850, 42075, 61200]),
]
SOLUTION = [
    ["Cheryl", "Whitaker", "Ms. Pruett", "April 9", "$612.00"],
    ["Duane", "Bianchi", "Mr. Sandoval", "April 2", "$215.00"],
    ["Gloria", "Fairbanks", "Mr. Lowe", "April 14", "$348.50"],
    ["Leon", "Schultz", "Mrs. Nakamura", "April 5", "$420.75"],
]
CLUES = [
    ("The client whose appointment was on April 2 got the smallest refund.", lambda s: s.n(R, "April 2") == 21500),
    ("Mrs. Nakamura's client came in three days after Duane.", lambda s: s.n(D, "Mrs. Nakamura") == s.n(D, "Duane") + 3),
    ("Gloria's refund was $72.25 less than Schultz's.", lambda s: s.n(R, "Gloria") == s.n(R, "Schultz") - 7225),
    ("Whitaker, who isn't Gloria, saw Ms. Pruett.", lambda s: not s.same("Whitaker", "Gloria") and s.same("Whitaker", "Ms. Pruett")),
    ("The last appointment of the month was with Mr. Lowe.", lambda s: s.n(D, "Mr. Lowe") == 14),
    ("Fairbanks got a smaller refund than Cheryl.", lambda s: s.n(R, "Fairbanks") < s.n(R, "Cheryl")),
    ("Neither Leon nor Bianchi saw Mr. Lowe.", lambda s: not s.same("Leon", "Mr. Lowe") and not s.same("Bianchi", "Mr. Lowe")),
    ("The client who saw Mr. Sandoval came in first.", lambda s: s.n(D, "Mr. Sandoval") == 2),
    ("Leon's appointment was sometime before Cheryl's.", lambda s: s.n(D, "Leon") < s.n(D, "Cheryl")),
    ("Cheryl's refund was larger than Leon's.", lambda s: s.n(R, "Cheryl") > s.n(R, "Leon")),
]
QUESTIONS = [("Who received the largest refund?", lambda s: s.v("First names", "$612.00") + " " + s.v("Last names", "$612.00"))]
NUM = "."
DOT = False
INTRO = [
    "Tax Time",
    "Four clients had their income tax returns prepared at the Pruett & Lowe accounting office this spring. Each client met with a different accountant on a different date in April, and each received a different federal refund. Find each client's full name, accountant, appointment date, and refund.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
