C = "Costs"
H = "Hours"
CATEGORIES = [
    ("Customers", ["Mr. Baker", "Ms. Cole", "Mr. Diaz", "Ms. Evans", "Mr. Frost"]),
    ("Vehicles", ["coupe", "minivan", "pickup", "sedan", "station wagon"]),
    ("Repairs", ["alternator", "brakes", "clutch", "radiator", "timing belt"]),
    ("Costs", ["$280", "$420", "$560", "$700", "$840"], [280, 420, 560, 700, 840]),
    ("Hours", ["2 hours", "3 hours", "4 hours", "5 hours", "6 hours"], [2, 3, 4, 5, 6]),
]
SOLUTION = [
    ["Mr. Baker", "pickup", "clutch", "$840", "6 hours"],
    ["Ms. Cole", "sedan", "brakes", "$280", "2 hours"],
    ["Mr. Diaz", "minivan", "radiator", "$560", "3 hours"],
    ["Ms. Evans", "station wagon", "timing belt", "$700", "5 hours"],
    ["Mr. Frost", "coupe", "alternator", "$420", "4 hours"],
]
CLUES = [
    ("The clutch job was the most expensive, and it took the longest.",
     lambda s: s.n(C, "clutch") == 840 and s.n(H, "clutch") == 6),
    ("The brake job cost $140 less than the coupe's repair.", lambda s: s.n(C, "brakes") == s.n(C, "coupe") - 140),
    ("Ms. Evans's repair took 2 hours longer than the radiator job.",
     lambda s: s.n(H, "Ms. Evans") == s.n(H, "radiator") + 2),
    ("Of the minivan and Mr. Frost's car, one needed a new radiator and the other was in the shop for 4 hours.",
     lambda s: not s.same("minivan", "Mr. Frost") and (
         (s.same("minivan", "radiator") and s.same("Mr. Frost", "4 hours")) or
         (s.same("Mr. Frost", "radiator") and s.same("minivan", "4 hours")))),
    ("The station wagon's repair cost $140 more than Mr. Diaz's.",
     lambda s: s.n(C, "station wagon") == s.n(C, "Mr. Diaz") + 140),
    ("Neither Mr. Baker nor Ms. Evans drives the coupe.",
     lambda s: not s.same("Mr. Baker", "coupe") and not s.same("Ms. Evans", "coupe")),
    ("Mr. Baker's bill was $560 more than Ms. Cole's.", lambda s: s.n(C, "Mr. Baker") == s.n(C, "Ms. Cole") + 560),
    ("The pickup's repair cost $420 more than the alternator job.",
     lambda s: s.n(C, "pickup") == s.n(C, "alternator") + 420),
    ("Mr. Frost's repair was either the alternator or the one that took 6 hours.",
     lambda s: s.same("Mr. Frost", "alternator") != s.same("Mr. Frost", "6 hours")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
