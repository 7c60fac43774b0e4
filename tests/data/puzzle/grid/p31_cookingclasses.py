A = "Ages"
P = "Prices"
CATEGORIES = [
    ("Students", ["Adele", "Bruno", "Cheyenne", "Dev", "Esther"]),
    ("Cuisines", ["Ethiopian", "French", "Korean", "Mexican", "Thai"]),
    ("Ages", ["23", "31", "39", "47", "55"], [23, 31, 39, 47, 55]),
    ("Prices", ["$45", "$55", "$65", "$75", "$85"], [45, 55, 65, 75, 85]),
]
SOLUTION = [
    ["Adele", "Korean", "47", "$55"],
    ["Bruno", "Thai", "23", "$85"],
    ["Cheyenne", "French", "55", "$65"],
    ["Dev", "Mexican", "31", "$45"],
    ["Esther", "Ethiopian", "39", "$75"],
]
CLUES = [
    ("The 39-year-old paid $10 more than the student who took the French class.",
     lambda s: s.n(P, "39") == s.n(P, "French") + 10),
    ("Adele is 8 years older than Esther.",
     lambda s: s.n(A, "Adele") == s.n(A, "Esther") + 8),
    ("The youngest student paid the most.",
     lambda s: s.same("23", "$85")),
    ("The Mexican class cost $30 less than the Ethiopian class.",
     lambda s: s.n(P, "Mexican") == s.n(P, "Ethiopian") - 30),
    ("Cheyenne is either the 55-year-old or the one who took the Thai class.",
     lambda s: s.same("Cheyenne", "55") != s.same("Cheyenne", "Thai")),
    ("Dev didn't sign up for the Korean class.",
     lambda s: not s.same("Dev", "Korean")),
    ("The Korean class cost $10 less than Cheyenne's.",
     lambda s: s.n(P, "Korean") == s.n(P, "Cheyenne") - 10),
    ("The 31-year-old isn't Esther.",
     lambda s: not s.same("31", "Esther")),
    ("Bruno is 16 years younger than Esther.",
     lambda s: s.n(A, "Bruno") == s.n(A, "Esther") - 16),
    ("The French class was taken by the oldest student.",
     lambda s: s.same("French", "55")),
    ("The Thai class cost $10 more than the Ethiopian class.",
     lambda s: s.n(P, "Thai") == s.n(P, "Ethiopian") + 10),
]
QUESTIONS = [("Who took the Thai class?", lambda s: s.v("Students", "Thai"))]
NUM = None
DOT = False
INTRO = ["Five students each signed up for a different cooking class at the community kitchen."]
OUTRO = []
REMARKS = INTRO + OUTRO
