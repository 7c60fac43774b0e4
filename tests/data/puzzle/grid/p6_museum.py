FL = "Floors"
V = "Visitors"
def fl(s, x):
    return s.n(FL, x)
def vis(s, x):
    return s.n(V, x)
CATEGORIES = [
    ("Guides", ["Amara", "Bertil", "Chen", "Dagny"]),
    ("Exhibits", ["armour", "clocks", "fossils", "tapestries"]),
    ("Floors", ["ground floor", "1st floor", "2nd floor", "3rd floor"], [0, 1, 2, 3]),
    ("Visitors", ["240", "315", "390", "465"], [240, 315, 390, 465]),
]
CLUES = [
    ("The fossil room, which is on the ground floor, had the most visitors.", lambda s: fl(s, "fossils") == 0 and vis(s, "fossils") == 465),
    ("Chen works one floor above Amara.", lambda s: fl(s, "Chen") == fl(s, "Amara") + 1),
    ("The armour room had 75 more visitors than the tapestry room.", lambda s: vis(s, "armour") == vis(s, "tapestries") + 75),
    ("The room one floor below the clocks had 315 visitors.", lambda s: fl(s, "315") == fl(s, "clocks") - 1),
    ("Dagny's room had 75 more visitors than Chen's.", lambda s: vis(s, "Dagny") == vis(s, "Chen") + 75),
    ("Of Bertil and Chen, one guides the fossils and the other works on the 3rd floor.",
     lambda s: (s.same("Bertil", "fossils") and s.same("Chen", "3rd floor")) or (s.same("Chen", "fossils") and s.same("Bertil", "3rd floor"))),
]
REMARKS = ["Visitors is the number of people who went through each guide's room on Saturday."]
QUESTIONS = [("Which exhibit does Dagny look after?", lambda s: s.v("Exhibits", "Dagny"))]
