K = "Kite sizes"
CATEGORIES = [
    ("Surfers", ["Kai", "Luz", "Milo", "Noor"]),
    ("Kite sizes", ["7 meters", "9 meters", "11 meters", "13 meters"], [7, 9, 11, 13]),
    ("Beaches", ["Bayview", "Cove Point", "Driftwood", "Sandy Hook"]),
]
SOLUTION = [
    ["Kai", "11 meters", "Driftwood"],
    ["Luz", "7 meters", "Sandy Hook"],
    ["Milo", "13 meters", "Bayview"],
    ["Noor", "9 meters", "Cove Point"],
]
CLUES = [
    ("The surfer at Bayview flies a kite 2 meters bigger than Kai's.", lambda s: s.n(K, "Bayview") == s.n(K, "Kai") + 2),
    ("Luz uses the smallest kite.", lambda s: s.n(K, "Luz") == 7),
    ("Noor surfs at neither Sandy Hook nor Driftwood.", lambda s: not s.same("Noor", "Sandy Hook") and not s.same("Noor", "Driftwood")),
    ("The 9-meter kite isn't flown at Driftwood.", lambda s: not s.same("9 meters", "Driftwood")),
    ("Milo's kite is bigger than Noor's.", lambda s: s.n(K, "Milo") > s.n(K, "Noor")),
    ("Luz doesn't surf at Cove Point or Driftwood.", lambda s: not s.same("Luz", "Cove Point") and not s.same("Luz", "Driftwood")),
    ("Kai doesn't surf at Cove Point.", lambda s: not s.same("Kai", "Cove Point")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
