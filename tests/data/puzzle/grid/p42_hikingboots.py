W = "Weights"
CATEGORIES = [
    ("Hikers", ["Arlo", "Briony", "Cyrus", "Dagny"]),
    ("Brands", ["Crag", "Ridgeback", "Talus", "Wayfarer"]),
    ("Weights", ["28 oz", "32 oz", "36 oz", "40 oz"], [28, 32, 36, 40]),
    ("Colors", ["brown", "gray", "green", "tan"]),
]
SOLUTION = [
    ["Arlo", "Talus", "36 oz", "gray"],
    ["Briony", "Wayfarer", "28 oz", "green"],
    ["Cyrus", "Crag", "40 oz", "tan"],
    ["Dagny", "Ridgeback", "32 oz", "brown"],
]
CLUES = [
    ("The lightest pair is green.", lambda s: s.n(W, "green") == 28),
    ("The Crag boots weigh 4 oz more than Arlo's boots.", lambda s: s.n(W, "Crag") == s.n(W, "Arlo") + 4),
    ("Dagny's boots weigh less than the gray pair.", lambda s: s.n(W, "Dagny") < s.n(W, "gray")),
    ("The tan boots are either the Crag pair or Briony's.", lambda s: s.same("tan", "Crag") != s.same("tan", "Briony")),
    ("Briony doesn't own the Talus boots.", lambda s: not s.same("Briony", "Talus")),
    ("The Ridgeback pair weighs 8 oz less than Cyrus's pair.", lambda s: s.n(W, "Ridgeback") == s.n(W, "Cyrus") - 8),
    ("Neither the brown boots nor the Talus pair weighs 28 oz.", lambda s: not s.same("brown", "28 oz") and not s.same("Talus", "28 oz")),
    ("Of Arlo and the owner of the Wayfarer boots, one has the gray boots and the other has the lightest pair.",
     lambda s: not s.same("Arlo", "Wayfarer") and (
         (s.same("Arlo", "gray") and s.n(W, "Wayfarer") == 28) or (s.same("Wayfarer", "gray") and s.n(W, "Arlo") == 28))),
    ("Briony's boots weigh 4 oz less than Dagny's.", lambda s: s.n(W, "Briony") == s.n(W, "Dagny") - 4),
]
NUM = ")"
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
