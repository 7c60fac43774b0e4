W = "Weights"
CATEGORIES = [
    ("Pups", ["Barnacle", "Kelp", "Pebble", "Squid"]),
    ("Volunteers", ["Ada", "Ben", "Cara", "Dev"]),
    ("Weights", ["9 kg", "11 kg", "13 kg", "15 kg"], [9, 11, 13, 15]),
    ("Beaches", ["Gull Cove", "Otter Bay", "Rocky Point", "Seal Beach"]),
]
SOLUTION = [
    ["Barnacle", "Cara", "13 kg", "Otter Bay"],
    ["Kelp", "Dev", "9 kg", "Rocky Point"],
    ["Pebble", "Ada", "15 kg", "Gull Cove"],
    ["Squid", "Ben", "11 kg", "Seal Beach"],
]
CLUES = [
    ("The pup found at Otter Bay weighs 4 kg more than Kelp.", lambda s: s.n(W, "Otter Bay") == s.n(W, "Kelp") + 4),
    ("Ada's pup is the heaviest.", lambda s: s.n(W, "Ada") == 15),
    ("Of Squid and the pup from Rocky Point, one is cared for by Dev and the other weighs 11 kg.",
     lambda s: (s.same("Squid", "Dev") and s.same("Rocky Point", "11 kg")) or (s.same("Rocky Point", "Dev") and s.same("Squid", "11 kg"))),
    ("Cara's pup wasn't found at Gull Cove.", lambda s: not s.same("Cara", "Gull Cove")),
    ("Ben looks after the pup from Seal Beach.", lambda s: s.same("Ben", "Seal Beach")),
    ('Pebble weighs 2 kg more than Barnacle.', lambda s: s.n(W, "Pebble") == s.n(W, "Barnacle") + 2),
    ('Kelp came in from Rocky Point.', lambda s: s.same("Kelp", "Rocky Point")),
    ("Cara doesn't look after Kelp.", lambda s: not s.same("Cara", "Kelp")),
]
NUM = None
DOT = False
INTRO = ["Four volunteers at the marine rescue center each care for one seal pup."]
OUTRO = []
REMARKS = INTRO + OUTRO
