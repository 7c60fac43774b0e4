L = "Levels"
def lv(s, x):
    return s.n(L, x)
CATEGORIES = [
    ("Levels", ["Level 1", "Level 2", "Level 3", "Level 4", "Level 5"]),
    ("Drivers", ["Ayo", "Bram", "Cleo", "Dev", "Elke"]),
    ("Cars", ["coupe", "estate", "hatchback", "minivan", "pickup"]),
]
REMARKS = ["Levels are numbered from the ground up."]
CLUES = [
    ("Bram parked on the top level.", lambda s: lv(s, "Bram") == 5),
    ("The pickup is two levels above the minivan.", lambda s: lv(s, "pickup") == lv(s, "minivan") + 2),
    ("Dev parked directly above Ayo.", lambda s: lv(s, "Dev") == lv(s, "Ayo") + 1),
    ("Elke drives the coupe.", lambda s: s.same("Elke", "coupe")),
    ("The hatchback isn't on Level 2 or Level 5.", lambda s: lv(s, "hatchback") not in (2, 5)),
    ("Cleo parked below Elke.", lambda s: lv(s, "Cleo") < lv(s, "Elke")),
    ("The estate is parked higher than the pickup.", lambda s: lv(s, "estate") > lv(s, "pickup")),
]
