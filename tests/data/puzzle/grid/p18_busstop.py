T = "Departures"
CATEGORIES = [
    ("Passengers", ["Greer", "Hugh", "Isla", "Jonas", "Kemi"]),
    ("Destinations", ["airport", "college", "harbour", "hospital", "zoo"]),
    ("Departures", ["7:42am", "7:50am", "7:58am", "8:06am", "8:14am"], [462, 470, 478, 486, 494]),
]
SOLUTION = [
    ["Greer", "hospital", "7:58am"],
    ["Hugh", "airport", "8:14am"],
    ["Isla", "zoo", "7:42am"],
    ["Jonas", "college", "8:06am"],
    ["Kemi", "harbour", "7:50am"],
]
CLUES = [
    ("Isla caught the earliest bus.", lambda s: s.n(T, "Isla") == 462),
    ("The bus to the harbour left 8 minutes after Isla's.", lambda s: s.n(T, "harbour") == s.n(T, "Isla") + 8),
    ("Hugh's bus left 16 minutes after Greer's.", lambda s: s.n(T, "Hugh") == s.n(T, "Greer") + 16),
    ("Jonas, who wasn't going to the airport, left before Hugh.", lambda s: not s.same("Jonas", "airport") and s.n(T, "Jonas") < s.n(T, "Hugh")),
    ("Kemi's bus left before Greer's.", lambda s: s.n(T, "Kemi") < s.n(T, "Greer")),
    ("The college bus left later than the hospital bus.", lambda s: s.n(T, "college") > s.n(T, "hospital")),
    ("Isla wasn't heading to the college.", lambda s: not s.same("Isla", "college")),
    ("The zoo bus left first.", lambda s: s.n(T, "zoo") == 462),
    ("Greer wasn't going to the airport.", lambda s: not s.same("Greer", "airport")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
