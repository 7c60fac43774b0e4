T = "Time paid"
CATEGORIES = [
    ("Drivers", ["Abel", "Bryony", "Chidi", "Dora"]),
    ("Streets", ["Elm Street", "Fir Lane", "Gate Road", "Hill Avenue"]),
    ("Time paid", ["15 minutes", "30 minutes", "45 minutes", "60 minutes"], [15, 30, 45, 60]),
]
SOLUTION = [
    ["Abel", "Gate Road", "45 minutes"],
    ["Bryony", "Elm Street", "15 minutes"],
    ["Chidi", "Hill Avenue", "60 minutes"],
    ["Dora", "Fir Lane", "30 minutes"],
]
CLUES = [
    ("The driver on Hill Avenue paid for 15 minutes more than the driver on Gate Road.",
     lambda s: s.n(T, "Hill Avenue") == s.n(T, "Gate Road") + 15),
    ("Bryony paid for the least time.", lambda s: s.n(T, "Bryony") == 15),
    ("Dora parked on Fir Lane.", lambda s: s.same("Dora", "Fir Lane")),
    ("Abel paid for 15 minutes more than Dora.", lambda s: s.n(T, "Abel") == s.n(T, "Dora") + 15),
    ("Chidi paid for an hour.", lambda s: s.n(T, "Chidi") == 60),
]
QUESTIONS = [("Who parked on Elm Street?", lambda s: s.v("Drivers", "Elm Street"))]
NUM = None
INTRO = ["Parking Meters: four drivers each parked on a different street this morning and paid for a different length of time."]
OUTRO = []
REMARKS = INTRO + OUTRO
