F = "Fares"
CATEGORIES = [
    ("Drivers", ["Anil", "Bashir", "Chandra", "Deepa", "Emeka", "Farida"]),
    ("Destinations", ["botanical garden", "ferry pier", "museum", "night market", "railway station", "temple"]),
    ("Fares", ["$4", "$6", "$8", "$10", "$12", "$14"], [4, 6, 8, 10, 12, 14]),
]
SOLUTION = [
    ["Anil", "temple", "$10"],
    ["Bashir", "ferry pier", "$4"],
    ["Chandra", "museum", "$14"],
    ["Deepa", "railway station", "$8"],
    ["Emeka", "night market", "$6"],
    ["Farida", "botanical garden", "$12"],
]
CLUES = [
    ("The most expensive ride went to the museum.", lambda s: s.n(F, "museum") == 14),
    ("Bashir, whose fare was the lowest of the six, didn't go to the temple.",
     lambda s: s.n(F, "Bashir") == 4 and not s.same("Bashir", "temple")),
    ("The ride to the railway station cost $4 more than Bashir's.", lambda s: s.n(F, "railway station") == s.n(F, "Bashir") + 4),
    ("Farida charged $2 more than Anil did.", lambda s: s.n(F, "Farida") == s.n(F, "Anil") + 2),
    ("Chandra's fare was higher than Farida's, and Farida's was higher than Emeka's.",
     lambda s: s.n(F, "Chandra") > s.n(F, "Farida") > s.n(F, "Emeka")),
    ("Deepa's passenger was going either to the railway station or to the night market.",
     lambda s: s.same("Deepa", "railway station") or s.same("Deepa", "night market")),
    ("The fare to the ferry pier was $2 lower than Emeka's.", lambda s: s.n(F, "ferry pier") == s.n(F, "Emeka") - 2),
    ("Neither Anil nor Farida took anyone to the night market.",
     lambda s: not s.same("Anil", "night market") and not s.same("Farida", "night market")),
    ("The temple ride cost less than the ride to the botanical garden but more than the one to the station.",
     lambda s: s.n(F, "railway station") < s.n(F, "temple") < s.n(F, "botanical garden")),
]
QUESTIONS = [("Who drove to the temple?", lambda s: s.v("Drivers", "temple")),
             ("How much did Emeka charge?", lambda s: s.v(F, "Emeka"))]
NUM = None
DOT = False
INTRO = ["Six rickshaw drivers waited outside the hotel one evening. Each took one passenger to a different place, and each charged a different fare."]
OUTRO = []
REMARKS = INTRO + OUTRO
