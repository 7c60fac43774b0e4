T = "Tolls"
D = "Distances"
CATEGORIES = [
    ("Drivers", ["Gail", "Hector", "Imani", "Jonah"]),
    ("Vehicles", ["minivan", "motorcycle", "pickup", "sedan"]),
    ("Tolls", ["$2.75", "$3.50", "$4.25", "$5.00"], [275, 350, 425, 500]),
    ("Distances", ["18 miles", "26 miles", "34 miles", "42 miles"], [18, 26, 34, 42]),
]
SOLUTION = [
    ["Gail", "pickup", "$4.25", "26 miles"],
    ["Hector", "motorcycle", "$2.75", "42 miles"],
    ["Imani", "sedan", "$5.00", "34 miles"],
    ["Jonah", "minivan", "$3.50", "18 miles"],
]
CLUES = [
    ("The driver who paid $4.25 drove 8 miles farther than Jonah.",
     lambda s: s.n(D, "$4.25") == s.n(D, "Jonah") + 8),
    ("Hector paid 75 cents less than the minivan's driver.",
     lambda s: s.n(T, "Hector") == s.n(T, "minivan") - 75),
    ("The sedan was driven 8 fewer miles than the motorcycle.",
     lambda s: s.n(D, "sedan") == s.n(D, "motorcycle") - 8),
    ("Imani paid the highest toll.",
     lambda s: s.n(T, "Imani") == 500),
    ("The pickup wasn't driven 42 miles.",
     lambda s: not s.same("pickup", "42 miles")),
    ("The pickup's driver is either Gail or the person who paid $5.00.",
     lambda s: s.same("pickup", "Gail") != s.same("pickup", "$5.00")),
    ("The minivan was driven the shortest distance.",
     lambda s: s.n(D, "minivan") == 18),
    ("Gail paid more than Hector.",
     lambda s: s.n(T, "Gail") > s.n(T, "Hector")),
    ("Hector, who didn't drive the sedan, paid the lowest toll.",
     lambda s: not s.same("Hector", "sedan") and s.n(T, "Hector") == 275),
]
QUESTIONS = []
NUM = "."
DOT = False
INTRO = ["Four drivers each took a different vehicle on the turnpike on Saturday."]
OUTRO = []
REMARKS = INTRO + OUTRO
