S = "Speeds"
CATEGORIES = [
    ("Drivers", ["Mr. Boyle", "Mrs. Castillo", "Ms. Dunn", "Mr. Ferris"]),
    ("Speeds", ["47 mph", "52 mph", "58 mph", "64 mph"], [47, 52, 58, 64]),
    ("Roads", ["Elm Street", "Harbor Drive", "Oak Avenue", "Route 1"]),
    ("Vehicles", ["convertible", "minivan", "pickup", "sedan"]),
]
SOLUTION = [
    ["Mr. Boyle", "58 mph", "Route 1", "pickup"],
    ["Mrs. Castillo", "47 mph", "Elm Street", "convertible"],
    ["Ms. Dunn", "64 mph", "Harbor Drive", "sedan"],
    ["Mr. Ferris", "52 mph", "Oak Avenue", "minivan"],
]
WOMEN = ["Mrs. Castillo", "Ms. Dunn"]
CLUES = [
    ("The fastest driver was stopped on Harbor Drive.", lambda s: s.n(S, "Harbor Drive") == 64),
    ("Mr. Boyle was going 6 mph faster than Mr. Ferris.", lambda s: s.n(S, "Mr. Boyle") == s.n(S, "Mr. Ferris") + 6),
    ("The convertible was clocked 17 mph slower than the sedan.", lambda s: s.n(S, "convertible") == s.n(S, "sedan") - 17),
    ("Neither woman was driving the pickup or the minivan.",
     lambda s: all(not s.same(w, v) for w in WOMEN for v in ("pickup", "minivan"))),
    ("The minivan wasn't pulled over on Route 1, and neither was Mrs. Castillo.",
     lambda s: not s.same("minivan", "Route 1") and not s.same("Mrs. Castillo", "Route 1")),
    ("Mr. Ferris was ticketed on Oak Avenue.", lambda s: s.same("Mr. Ferris", "Oak Avenue")),
    ("Ms. Dunn was driving faster than Mrs. Castillo.", lambda s: s.n(S, "Ms. Dunn") > s.n(S, "Mrs. Castillo")),
    ("The pickup was going faster than the minivan.", lambda s: s.n(S, "pickup") > s.n(S, "minivan")),
]
QUESTIONS = [("Who was driving the sedan?", lambda s: s.v("Drivers", "sedan"))]
NUM = "."
DOT = False
INTRO = ["Officer Grady wrote four speeding tickets on Saturday night, each to a different driver, on a different road, in a different kind of vehicle."]
OUTRO = []
REMARKS = INTRO + OUTRO
