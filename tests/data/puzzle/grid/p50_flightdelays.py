D = "Delays"
CATEGORIES = [
    ("Passengers", ["Agnieszka", "Bruno", "Chloe", "Desmond", "Esi"]),
    ("Destinations", ["Athens", "Bergen", "Cork", "Dubrovnik", "Edinburgh"]),
    ("Delays", ["15 minutes", "30 minutes", "45 minutes", "1 hour", "1 hour 15 minutes"], [15, 30, 45, 60, 75]),
]
SOLUTION = [
    ["Agnieszka", "Cork", "45 minutes"],
    ["Bruno", "Edinburgh", "1 hour 15 minutes"],
    ["Chloe", "Athens", "15 minutes"],
    ["Desmond", "Bergen", "1 hour"],
    ["Esi", "Dubrovnik", "30 minutes"],
]
CLUES = [
    ("Bruno's flight was delayed 30 minutes longer than Agnieszka's.", lambda s: s.n(D, "Bruno") == s.n(D, "Agnieszka") + 30),
    ("The flight to Athens had the shortest delay.", lambda s: s.n(D, "Athens") == 15),
    ("The Bergen flight was delayed 15 minutes longer than the Cork flight.", lambda s: s.n(D, "Bergen") == s.n(D, "Cork") + 15),
    ("Either Desmond or Esi was flying to Bergen.", lambda s: s.same("Desmond", "Bergen") or s.same("Esi", "Bergen")),
    ("The passenger flying to Edinburgh had the longest wait.", lambda s: s.n(D, "Edinburgh") == 75),
    ("Chloe's delay was shorter than Esi's.", lambda s: s.n(D, "Chloe") < s.n(D, "Esi")),
    ("Agnieszka's flight was delayed longer than Esi's.", lambda s: s.n(D, "Agnieszka") > s.n(D, "Esi")),
]
QUESTIONS = [("Where was Esi going?", lambda s: s.v("Destinations", "Esi"))]
NUM = None
INTRO = ["Departure Board: five passengers were waiting at the airport for flights to different cities. Every flight was late, and no two by the same amount."]
OUTRO = []
REMARKS = INTRO + OUTRO
