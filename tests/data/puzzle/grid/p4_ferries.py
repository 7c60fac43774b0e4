D = "Departures"
def t(s, x):
    return s.n(D, x)
CATEGORIES = [
    ("Departures", ["6:15 am", "6:40 am", "7:05 am", "7:30 am"], [375, 400, 425, 450]),
    ("Ferries", ["Gull's Way", "Morning Star", "Saint Brendan", "Sea-Lark"]),
    ("Destinations", ["Brodick", "Cumbrae", "Islay", "Rothesay"]),
    ("Captains", ["Capt. Doyle", "Capt. Ferris", "Capt. MacLeod", "Capt. Quinn"]),
]
CLUES = [
    ("The Sea-Lark leaves 50 minutes before the Saint Brendan.",
     lambda s: t(s, "Sea-Lark") == t(s, "Saint Brendan") - 50),
    ("Capt. Ferris's ferry sails for Cumbrae.", lambda s: s.same("Capt. Ferris", "Cumbrae")),
    ("The ferry to Rothesay departs 25 minutes after Capt. Quinn's.",
     lambda s: t(s, "Rothesay") == t(s, "Capt. Quinn") + 25),
    ("The 7:30 am sailing isn't bound for Brodick.", lambda s: not s.same("7:30 am", "Brodick")),
    ("The Gull's Way leaves earlier than the Morning Star but later than the ferry to Islay.",
     lambda s: t(s, "Islay") < t(s, "Gull's Way") < t(s, "Morning Star")),
    ("Capt. Quinn skippers either the Sea-Lark or the Morning Star.",
     lambda s: s.same("Capt. Quinn", "Sea-Lark") != s.same("Capt. Quinn", "Morning Star")),
    ("Neither the Saint Brendan nor Capt. Doyle's ferry goes to Cumbrae.",
     lambda s: not s.same("Saint Brendan", "Cumbrae") and not s.same("Capt. Doyle", "Cumbrae")),
    ("Capt. MacLeod casts off sometime after Capt. Doyle.",
     lambda s: t(s, "Capt. MacLeod") > t(s, "Capt. Doyle")),
]
QUESTIONS = [("Who captains the Saint Brendan?", lambda s: s.v("Captains", "Saint Brendan"))]
