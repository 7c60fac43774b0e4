T = "Departures"
def t(s, x):
    return s.n(T, x)
CATEGORIES = [
    ("Commuters", ["Agnes", "Boris", "Chandra", "Declan"]),
    ("Routes", ["Route 7", "Route 12", "Route 31", "Route 48"]),
    ("Departures", ["7:40am", "7:55am", "8:10am", "8:25am"], [460, 475, 490, 505]),
    ("Jobs", ["baker", "nurse", "plumber", "teacher"]),
    ("Stops", ["Elm Street", "Market Square", "Old Mill", "Station Road"]),
]
CLUES = [
    ("The baker, who catches the earliest bus, doesn't ride Route 12.",
     lambda s: t(s, "baker") == 460 and not s.same("baker", "Route 12")),
    ("Whoever boards at Old Mill leaves a quarter of an hour after Declan.",
     lambda s: t(s, "Old Mill") == t(s, "Declan") + 15),
    ("The Route 48 bus pulls out half an hour after the plumber's.", lambda s: t(s, "Route 48") == t(s, "plumber") + 30),
    ("Agnes, a nurse, has never caught the Route 48 bus in her life.",
     lambda s: s.same("Agnes", "nurse") and not s.same("Agnes", "Route 48")),
    ("The teacher gets on at Elm Street.", lambda s: s.same("teacher", "Elm Street")),
    ("Boris doesn't board at Market Square, and Chandra doesn't board at Old Mill.",
     lambda s: not s.same("Boris", "Market Square") and not s.same("Chandra", "Old Mill")),
    ("The bus from Station Road leaves earlier than the Route 31 bus.", lambda s: t(s, "Station Road") < t(s, "Route 31")),
    ("Declan takes either Route 12 or Route 31.", lambda s: s.same("Declan", "Route 12") != s.same("Declan", "Route 31")),
    ("Chandra leaves after Boris.", lambda s: t(s, "Chandra") > t(s, "Boris")),
    ("Declan's bus leaves before Agnes's.", lambda s: t(s, "Declan") < t(s, "Agnes")),
    ("The Route 12 commuter doesn't board at Old Mill.", lambda s: not s.same("Route 12", "Old Mill")),
]
REMARKS = ["Four neighbours on Larch Close take four different buses to work, each from a different stop and each at a different time."]
