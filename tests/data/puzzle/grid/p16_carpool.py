P = "Pickup times"
CATEGORIES = [
    ("Drivers", ["Farrah", "Gideon", "Hollis", "Imelda", "Jonah"]),
    ("Cars", ["Civic", "Corolla", "Golf", "Prius", "Model 3"]),
    ("Pickup times", ["7:00am", "7:10am", "7:20am", "7:30am", "7:40am"], [420, 430, 440, 450, 460]),
]
SOLUTION = [
    ["Farrah", "Prius", "7:20am"],
    ["Gideon", "Golf", "7:00am"],
    ["Hollis", "Model 3", "7:40am"],
    ["Imelda", "Civic", "7:10am"],
    ["Jonah", "Corolla", "7:30am"],
]
CLUES = [
    ("The person who drives the Golf has the earliest pickup.", lambda s: s.n(P, "Golf") == 420),
    ("Imelda is picked up 10 minutes after Gideon.", lambda s: s.n(P, "Imelda") == s.n(P, "Gideon") + 10),
    ("Of Farrah and Jonah, one drives the Prius and the other is picked up at 7:30am.",
     lambda s: (s.same("Farrah", "Prius") and s.same("Jonah", "7:30am")) or (s.same("Jonah", "Prius") and s.same("Farrah", "7:30am"))),
    ("The Corolla's pickup is 20 minutes after the Civic's.", lambda s: s.n(P, "Corolla") == s.n(P, "Civic") + 20),
    ("Hollis doesn't drive the Civic.", lambda s: not s.same("Hollis", "Civic")),
    ("The Model 3 driver is picked up later than Jonah.", lambda s: s.n(P, "Model 3") > s.n(P, "Jonah")),
    ("Either Hollis or Farrah drives the Prius.", lambda s: s.same("Hollis", "Prius") != s.same("Farrah", "Prius")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
