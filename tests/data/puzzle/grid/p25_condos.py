F = "Floors"
Z = "Sizes"
M = "Move-in months"
CATEGORIES = [
    ("Buyers", ["Farah", "Gideon", "Hana", "Isaac", "Jolie"]),
    ("Floors", ["3rd floor", "6th floor", "9th floor", "12th floor", "15th floor"], [3, 6, 9, 12, 15]),
    ("Sizes", ["550 sq ft", "650 sq ft", "750 sq ft", "850 sq ft", "950 sq ft"], [550, 650, 750, 850, 950]),
    ("Move-in months", ["February", "March", "April", "May", "June"], [2, 3, 4, 5, 6]),
]
SOLUTION = [
    ["Farah", "9th floor", "750 sq ft", "May"],
    ["Gideon", "15th floor", "950 sq ft", "February"],
    ["Hana", "3rd floor", "550 sq ft", "April"],
    ["Isaac", "12th floor", "650 sq ft", "June"],
    ["Jolie", "6th floor", "850 sq ft", "March"],
]
CLUES = [
    ("The 950 sq ft condo is on the highest floor of the five.", lambda s: s.n(F, "950 sq ft") == 15),
    ("Hana's condo is 3 floors below Jolie's.", lambda s: s.n(F, "Hana") == s.n(F, "Jolie") - 3),
    ("The person who moved in during April has a condo 200 sq ft smaller than Farah's.", lambda s: s.n(Z, "April") == s.n(Z, "Farah") - 200),
    ("Isaac moved in 3 months after Jolie.", lambda s: s.n(M, "Isaac") == s.n(M, "Jolie") + 3),
    ("Gideon moved in before everyone else.", lambda s: s.n(M, "Gideon") == 2),
    ("Gideon's condo is 200 sq ft bigger than Farah's.", lambda s: s.n(Z, "Gideon") == s.n(Z, "Farah") + 200),
    ('Isaac lives 3 floors above Farah.', lambda s: s.n(F, "Isaac") == s.n(F, "Farah") + 3),
    ('The smallest condo is on the lowest floor.', lambda s: s.n(F, "550 sq ft") == 3),
    ('The 12th-floor unit is smaller than the 6th-floor unit.', lambda s: s.n(Z, "12th floor") < s.n(Z, "6th floor")),
]
NUM = None
DOT = False
INTRO = ["Five buyers each moved into a different condo in the new tower on Harbor Street."]
OUTRO = []
REMARKS = INTRO + OUTRO
