R = "Riders"
T = "Departures"
CATEGORIES = [
    ("Drivers", ["Gus", "Irma", "Nate", "Velma"]),
    ("Routes", ["Bayfront", "Historic District", "Old Town", "Riverwalk"]),
    ("Riders", ["18", "24", "30", "36"], [18, 24, 30, 36]),
    ("Departures", ["10:10 AM", "10:40 AM", "11:10 AM", "11:40 AM"], [610, 640, 670, 700]),
]
SOLUTION = [
    ["Gus", "Riverwalk", "30", "11:10 AM"],
    ["Irma", "Old Town", "18", "10:40 AM"],
    ["Nate", "Bayfront", "36", "11:40 AM"],
    ["Velma", "Historic District", "24", "10:10 AM"],
]
CLUES = [
    ("The last trolley to leave carried the most riders.", lambda s: s.n(R, "11:40 AM") == 36),
    ("Irma's trolley carried 6 fewer riders than Velma's.", lambda s: s.n(R, "Irma") == s.n(R, "Velma") - 6),
    ("The Riverwalk trolley left 30 minutes after Irma's.", lambda s: s.n(T, "Riverwalk") == s.n(T, "Irma") + 30),
    ("Velma's trolley left first, but it didn't go to Old Town.",
     lambda s: s.n(T, "Velma") == 610 and not s.same("Velma", "Old Town")),
    ("Nate drove the Bayfront route.", lambda s: s.same("Nate", "Bayfront")),
    ("The trolley with 30 riders wasn't on the Historic District route.", lambda s: not s.same("30", "Historic District")),
    ("Gus's trolley left 30 minutes before Nate's.", lambda s: s.n(T, "Gus") == s.n(T, "Nate") - 30),
]
NUM = "."
DOT = False
INTRO = [
    "All Aboard the Trolley",
    "Four trolleys left the visitor center on Saturday morning, each on a different sightseeing route and each with a different driver. Each carried a different number of riders. Determine the route, number of riders, and departure time for each driver.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
