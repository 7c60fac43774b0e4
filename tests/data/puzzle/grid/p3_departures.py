D = "Departures"
def t(s, x):
    return s.n(D, x)
CATEGORIES = [
    ("Passengers", ["Amara", "Bill", "Cosima", "Dov"]),
    ("Destinations", ["Athens", "Bergen", "Cork", "Dubrovnik"]),
    ("Departures", ["10:15am", "10:45am", "11:15am", "11:45am"], [615, 645, 675, 705]),
    ("Gates", ["A2", "B7", "C4", "D9"]),
]
CLUES = [
    ("The flight to Cork leaves half an hour after Dov's.", lambda s: t(s, "Cork") == t(s, "Dov") + 30),
    ("Bill's flight departs an hour before the one from gate B7.", lambda s: t(s, "Bill") == t(s, "B7") - 60),
    ("Cosima's flight is the last to leave.", lambda s: t(s, "Cosima") == 705),
    ("The flight from gate C4 isn't going to Athens.", lambda s: not s.same("C4", "Athens")),
    ("Either Amara or Cosima leaves from gate A2.", lambda s: s.same("Amara", "A2") != s.same("Cosima", "A2")),
    ("The Bergen flight leaves before the Dubrovnik flight.", lambda s: t(s, "Bergen") < t(s, "Dubrovnik")),
    ("The earliest flight is to Athens.", lambda s: t(s, "Athens") == 615),
    ("The Cork flight boards at gate B7.", lambda s: s.same("Cork", "B7")),
    ("Amara isn't flying to Athens.", lambda s: not s.same("Amara", "Athens")),
]
