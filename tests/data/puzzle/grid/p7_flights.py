F, D, T, G = "Flights", "Destinations", "Departures", "Gates"
CATEGORIES = [
    (F, ["BA 212", "DL 47", "LH 900", "QF 8"]),
    (D, ["Denver", "Lisbon", "Nairobi", "Osaka"]),
    (T, ["6:40 PM", "7:15 PM", "7:50 PM", "8:25 PM"], [1120, 1155, 1190, 1225]),
    (G, ["Gate 3", "Gate 7", "Gate 12", "Gate 18"]),
]
CLUES = [
    ("The flight to Nairobi departs 35 minutes after the flight to Osaka.", lambda s: s.n(T, "Nairobi") == s.n(T, "Osaka") + 35),
    ("The flight that leaves from Gate 3 departs earlier than BA 212.", lambda s: s.n(T, "Gate 3") < s.n(T, "BA 212")),
    ("Of LH 900 and the flight to Lisbon, one leaves from Gate 7 and the other departs at 7:15 PM.", lambda s: not s.same("LH 900", "Lisbon") and ((s.same("LH 900", "Gate 7") and s.same("Lisbon", "7:15 PM")) or (s.same("Lisbon", "Gate 7") and s.same("LH 900", "7:15 PM")))),
    ("QF 8 doesn't leave from Gate 12.", lambda s: not s.same("QF 8", "Gate 12")),
    ("The flight to Denver is the first to depart.", lambda s: s.same("Denver", "6:40 PM")),
    ("The 7:50 PM flight leaves from Gate 18.", lambda s: s.same("7:50 PM", "Gate 18")),
    ("DL 47 isn't going to Osaka.", lambda s: not s.same("DL 47", "Osaka")),
    ("BA 212 departs 35 minutes before QF 8.", lambda s: s.n(T, "BA 212") == s.n(T, "QF 8") - 35),
    ("The flight to Denver leaves from Gate 3.", lambda s: s.same("Denver", "Gate 3")),
    ("LH 900 is the last flight to leave.", lambda s: s.same("LH 900", "8:25 PM")),
]
QUESTIONS = [("Which flight leaves from Gate 7?", lambda s: s.v(F, "Gate 7"))]
