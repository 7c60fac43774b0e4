T = "Departures"
def t(s, x):
    return s.n(T, x)
NUM = ""
CATEGORIES = [
    ("Drivers", ["Olga", "Pavel", "Quinn", "Rosa"]),
    ("Routes", ["route 7", "route 12", "route 23", "route 41"]),
    ("Departures", ["6:45am", "7:10am", "7:35am", "8:00am"], [405, 430, 455, 480]),
    ("Destinations", ["airport", "harbour", "hospital", "university"]),
]
SOLUTION = [("Olga", "route 23", "7:35am", "university"), ("Pavel", "route 7", "6:45am", "airport"), ("Quinn", "route 41", "8:00am", "harbour"), ("Rosa", "route 12", "7:10am", "hospital")]
CLUES = [
    ("The bus to the airport leaves first.", lambda s: t(s, "airport") == 405),
    ("Quinn's bus leaves 25 minutes after Olga's.", lambda s: t(s, "Quinn") == t(s, "Olga") + 25),
    ("Route 12 goes to the hospital.", lambda s: s.same("route 12", "hospital")),
    ("Of Pavel and Rosa, one drives route 7 and the other leaves at 7:10am.", lambda s: (s.same("Pavel", "route 7") and s.same("Rosa", "7:10am")) or (s.same("Rosa", "route 7") and s.same("Pavel", "7:10am"))),
    ("The university bus does not leave at 8:00am.", lambda s: t(s, "university") != 480),
    ("Olga doesn't drive route 41.", lambda s: not s.same("Olga", "route 41")),
    ("The harbour bus leaves later than route 23.", lambda s: t(s, "harbour") > t(s, "route 23")),
    ("Pavel drives the first bus of the morning.", lambda s: t(s, "Pavel") == 405),
    ("Olga's bus isn't route 12.", lambda s: not s.same("Olga", "route 12")),
]
