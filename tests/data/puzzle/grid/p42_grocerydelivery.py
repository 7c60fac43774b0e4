T = "Times"
CATEGORIES = [
    ("Drivers", ["Kai", "Lena", "Moses", "Nadia", "Orla"]),
    ("Neighborhoods", ["Brookside", "Elmwood", "Harbor", "Midtown", "Westgate"]),
    ("Times", ["25 minutes", "30 minutes", "35 minutes", "40 minutes", "45 minutes"], [25, 30, 35, 40, 45]),
]
SOLUTION = [
    ["Kai", "Harbor", "35 minutes"],
    ["Lena", "Westgate", "25 minutes"],
    ["Moses", "Elmwood", "45 minutes"],
    ["Nadia", "Brookside", "30 minutes"],
    ["Orla", "Midtown", "40 minutes"],
]
CLUES = [
    ("Lena's delivery was the quickest.", lambda s: s.n(T, "Lena") == 25),
    ("The Elmwood delivery took 10 minutes longer than Kai's.", lambda s: s.n(T, "Elmwood") == s.n(T, "Kai") + 10),
    ("Nadia's delivery took 5 minutes longer than Lena's.", lambda s: s.n(T, "Nadia") == s.n(T, "Lena") + 5),
    ("The Midtown delivery took longer than the Harbor delivery.", lambda s: s.n(T, "Midtown") > s.n(T, "Harbor")),
    ("Orla didn't deliver to Elmwood.", lambda s: not s.same("Orla", "Elmwood")),
    ("The 30-minute delivery went to Brookside.", lambda s: s.same("30 minutes", "Brookside")),
    ("The Westgate delivery was quicker than the Brookside delivery.", lambda s: s.n(T, "Westgate") < s.n(T, "Brookside")),
    ("Kai's delivery didn't take longer than Orla's.", lambda s: not s.n(T, "Kai") > s.n(T, "Orla")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
