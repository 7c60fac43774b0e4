# p52_flights: 4x5, challenging; departure times.
# solution:
#   114 | 9:00 am | Phoenix | C4
#   208 | 6:30 am | Tulsa | E9
#   327 | 11:30 am | Denver | A2
#   450 | 7:45 am | Portland | D1
#   561 | 10:15 am | Memphis | B7
T = "Departures"
CATEGORIES = [
    ("Flights", ["114", "208", "327", "450", "561"]),
    ("Departures", ["6:30 am", "7:45 am", "9:00 am", "10:15 am", "11:30 am"],
     [390, 465, 540, 615, 690]),
    ("Destinations", ["Denver", "Memphis", "Phoenix", "Portland", "Tulsa"]),
    ("Gates", ["A2", "B7", "C4", "D1", "E9"]),
]
INTRO = ["Five morning flights are scheduled to leave Riverside Regional Airport tomorrow, "
         "each from a different gate."]
REMARKS = INTRO


def t(s, x):
    return s.n(T, x)


CLUES = [
    ("Flight 450 leaves 75 minutes after the flight to Tulsa.",
     lambda s: t(s, "450") == t(s, "Tulsa") + 75),
    ("The flight departing from gate B7 leaves sometime after flight 114.",
     lambda s: t(s, "B7") > t(s, "114")),
    ("Of flight 327 and the 9:00 am flight, one is bound for Denver and the other departs from gate C4.",
     lambda s: not s.same("327", "9:00 am") and (
         (s.same("327", "Denver") and s.same("9:00 am", "C4"))
         or (s.same("9:00 am", "Denver") and s.same("327", "C4")))),
    ("The Memphis flight departs two and a half hours after the Portland flight.",
     lambda s: t(s, "Memphis") == t(s, "Portland") + 150),
    ("The earliest flight doesn't leave from gate A2 or gate D1.",
     lambda s: not s.same("6:30 am", "A2") and not s.same("6:30 am", "D1")),
    ("Flight 208 isn't going to Phoenix.", lambda s: not s.same("208", "Phoenix")),
    ("The last flight of the morning leaves from gate A2.", lambda s: s.same("11:30 am", "A2")),
    ("The Denver flight leaves 75 minutes after flight 561.",
     lambda s: t(s, "Denver") == t(s, "561") + 75),
    ("Flight 327 leaves later than flight 450, which leaves later than flight 208.",
     lambda s: t(s, "327") > t(s, "450") > t(s, "208")),
    ("The flight to Portland doesn't use gate E9.", lambda s: not s.same("Portland", "E9")),
    ("Neither flight 114 nor flight 561 goes to Tulsa.",
     lambda s: not s.same("114", "Tulsa") and not s.same("561", "Tulsa")),
]
QUESTIONS = [("What time does the flight to Phoenix leave?", lambda s: s.v(T, "Phoenix"))]
