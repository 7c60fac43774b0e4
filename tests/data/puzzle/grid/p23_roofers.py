Q = "Quotes"
CATEGORIES = [
    ("Roofers", ["Dale", "Ewan", "Fergus", "Glen"]),
    ("Streets", ["Ash Lane", "Birch Road", "Cedar Close", "Dove Street"]),
    ("Jobs", ["chimney", "gutters", "skylight", "slates"]),
    ("Quotes", ["£180", "£240", "£300", "£360"], [180, 240, 300, 360]),
]
SOLUTION = [
    ["Dale", "Cedar Close", "gutters", "£240"],
    ["Ewan", "Ash Lane", "slates", "£360"],
    ["Fergus", "Dove Street", "chimney", "£180"],
    ["Glen", "Birch Road", "skylight", "£300"],
]
CLUES = [
    ("Fergus gave the lowest quote.", lambda s: s.n(Q, "Fergus") == 180),
    ("The roofer on Birch Road replaced a skylight.", lambda s: s.same("Birch Road", "skylight")),
    ("The slates job was quoted at £120 more than the gutters job.",
     lambda s: s.n(Q, "slates") == s.n(Q, "gutters") + 120),
    ("Dale's job was in Cedar Close.", lambda s: s.same("Dale", "Cedar Close")),
    ("The chimney was repaired by Fergus.", lambda s: s.same("chimney", "Fergus")),
    ("Glen quoted £60 more than Dale.", lambda s: s.n(Q, "Glen") == s.n(Q, "Dale") + 60),
    ("The chimney job wasn't on Ash Lane or Birch Road.",
     lambda s: not s.same("chimney", "Ash Lane") and not s.same("chimney", "Birch Road")),
    ("Ewan's quote was the highest of the four.", lambda s: s.n(Q, "Ewan") == 360),
]
NUM = None
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
