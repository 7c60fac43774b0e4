F = "Fares"
CATEGORIES = [
    ("Drivers", ["Amir", "Bettina", "Carlos", "Dana", "Eliot"]),
    ("Riders", ["Gwen", "Hector", "Isla", "Jude", "Kofi"]),
    ("Fares", ["$12", "$15", "$18", "$21", "$24"], [12, 15, 18, 21, 24]),
    ("Vehicles", ["hatchback", "minivan", "pickup", "sedan", "SUV"]),
]
SOLUTION = [
    ["Amir", "Isla", "$18", "sedan"],
    ["Bettina", "Kofi", "$24", "minivan"],
    ["Carlos", "Gwen", "$12", "SUV"],
    ["Dana", "Jude", "$21", "hatchback"],
    ["Eliot", "Hector", "$15", "pickup"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CLUES = [
    ("The rider in the minivan paid the highest fare.", lambda s: s.n(F, "minivan") == 24),
    ("Gwen paid $3 less than the rider in the pickup.", lambda s: s.n(F, "Gwen") == s.n(F, "pickup") - 3),
    ("Dana's fare was $6 more than Eliot's.", lambda s: s.n(F, "Dana") == s.n(F, "Eliot") + 6),
    ("Of Carlos and Bettina, one drives the SUV and the other picked up Kofi.",
     lambda s: (s.same("Carlos", "SUV") and s.same("Bettina", "Kofi")) or (s.same("Bettina", "SUV") and s.same("Carlos", "Kofi"))),
    ("Amir's fare was higher than Hector's but lower than Jude's.",
     lambda s: s.n(F, "Hector") < s.n(F, "Amir") < s.n(F, "Jude")),
    ("The five drivers are Eliot, the one who drove Isla, the driver of the SUV, the one who charged $24 and Dana.",
     lambda s: distinct(s, "Eliot", "Isla", "SUV", "$24", "Dana")),
    ("Neither Isla nor Hector rode in the hatchback.", lambda s: not s.same("Isla", "hatchback") and not s.same("Hector", "hatchback")),
    ("Carlos's fare was the lowest.", lambda s: s.n(F, "Carlos") == 12),
    ("Hector rode in the pickup.", lambda s: s.same("Hector", "pickup")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
