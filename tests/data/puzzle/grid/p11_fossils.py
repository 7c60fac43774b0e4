# Puzzle-book style: intro story, numbered clues; weights in grams.
W = "Weights"
def w(s, x):
    return s.n(W, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Collectors", ["Agnes", "Bertie", "Cormac", "Delphine"]),
    ("Fossils", ["ammonite", "belemnite", "shark tooth", "trilobite"]),
    ("Beaches", ["Gull Cove", "Redcliff", "Seaton Gap", "Whitestone"]),
    ("Weights", ["45 g", "60 g", "75 g", "90 g"], [45, 60, 75, 90]),
]
SOLUTION = [("Agnes", "trilobite", "Redcliff", "75 g"), ("Bertie", "ammonite", "Gull Cove", "90 g"),
            ("Cormac", "shark tooth", "Whitestone", "45 g"), ("Delphine", "belemnite", "Seaton Gap", "60 g")]
INTRO = ["After a week of storms, four members of the Coastal Geology Society went out along the shore at low tide. Each searched a different beach and came back with one fossil, and no two fossils weighed the same."]
CLUES = [
    ("The heaviest find was the ammonite.", lambda s: w(s, "ammonite") == 90),
    ("Cormac's fossil weighed 30 g less than Agnes's.", lambda s: w(s, "Cormac") == w(s, "Agnes") - 30),
    ("The fossil found at Seaton Gap was 15 g lighter than the trilobite.", lambda s: w(s, "Seaton Gap") == w(s, "trilobite") - 15),
    ("Delphine didn't go to Whitestone or to Redcliff.", lambda s: not s.same("Delphine", "Whitestone") and not s.same("Delphine", "Redcliff")),
    ("The shark tooth, which wasn't found at Gull Cove, weighed less than Delphine's find.", lambda s: not s.same("shark tooth", "Gull Cove") and w(s, "shark tooth") < w(s, "Delphine")),
    ("Bertie searched the beach at Gull Cove.", lambda s: s.same("Bertie", "Gull Cove")),
    ("The trilobite came from Redcliff.", lambda s: s.same("trilobite", "Redcliff")),
]
QUESTIONS = [("Which fossil did Agnes find?", lambda s: s.v("Fossils", "Agnes"))]
REMARKS = INTRO
