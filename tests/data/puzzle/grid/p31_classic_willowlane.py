H = "Houses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Owners", ["Abigail", "Bertrand", "Chiara", "Dominic", "Eloise"]),
    ("Jobs", ["baker", "dentist", "florist", "pilot", "teacher"]),
    ("Cars", ["convertible", "hatchback", "minivan", "pickup", "sedan"]),
    ("Pets", ["beagle", "canary", "goldfish", "iguana", "rabbit"]),
]
SOLUTION = [
    ["1", "Chiara", "florist", "hatchback", "rabbit"],
    ["2", "Dominic", "pilot", "pickup", "beagle"],
    ["3", "Abigail", "teacher", "sedan", "goldfish"],
    ["4", "Eloise", "dentist", "convertible", "iguana"],
    ["5", "Bertrand", "baker", "minivan", "canary"],
]
CLUES = [
    ("The florist lives in the first house.", lambda s: s.n(H, "florist") == 1),
    ("Abigail lives in the middle house.", lambda s: s.n(H, "Abigail") == 3),
    ("The dentist drives the convertible.", lambda s: s.same("dentist", "convertible")),
    ("Bertrand keeps a canary.", lambda s: s.same("Bertrand", "canary")),
    ("The pickup is parked at the house immediately to the left of the sedan's.",
     lambda s: s.n(H, "pickup") == s.n(H, "sedan") - 1),
    ("The teacher keeps goldfish.", lambda s: s.same("teacher", "goldfish")),
    ("Dominic lives next door to the florist.", lambda s: near(s, "Dominic", "florist")),
    ("The rabbit lives next door to the pickup driver.", lambda s: near(s, "rabbit", "pickup")),
    ("Eloise is the dentist.", lambda s: s.same("Eloise", "dentist")),
    ("The minivan belongs to the baker.", lambda s: s.same("minivan", "baker")),
    ("The beagle lives next door to the goldfish.", lambda s: near(s, "beagle", "goldfish")),
    ("The iguana lives next door to the canary.", lambda s: near(s, "iguana", "canary")),
    ("The baker lives in the last house.", lambda s: s.n(H, "baker") == 5),
    ("The teacher lives next door to the dentist.", lambda s: near(s, "teacher", "dentist")),
]
QUESTIONS = [("Who owns the iguana? Who is the pilot?",
              lambda s: (s.v("Owners", "iguana"), s.v("Owners", "pilot")))]
NUM = "."
DOT = False
INTRO = ["Five neighbours live in the five houses on Willow Lane, numbered 1 to 5 from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
