H = "Spires"
B = "Completed"
CATEGORIES = [
    ("Villages", ["Ashcombe", "Brentwell", "Coldharbour", "Dunsford"]),
    ("Churches", ["St Anne's", "St Giles'", "St Luke's", "St Mary's"]),
    ("Spires", ["96 ft", "112 ft", "128 ft", "144 ft"], [96, 112, 128, 144]),
    ("Completed", ["1286", "1342", "1410", "1475"], [1286, 1342, 1410, 1475]),
]
SOLUTION = [
    ["Ashcombe", "St Luke's", "128 ft", "1410"],
    ["Brentwell", "St Mary's", "96 ft", "1475"],
    ["Coldharbour", "St Anne's", "144 ft", "1286"],
    ["Dunsford", "St Giles'", "112 ft", "1342"],
]
CLUES = [
    ("St Anne's, the oldest of the four churches, also has the tallest spire.",
     lambda s: s.n(B, "St Anne's") == 1286 and s.n(H, "St Anne's") == 144),
    ("The spire at Dunsford is 16 feet shorter than the one at Ashcombe.",
     lambda s: s.n(H, "Dunsford") == s.n(H, "Ashcombe") - 16),
    ("St Mary's was completed in 1475, more than a century after St Giles'.",
     lambda s: s.same("St Mary's", "1475") and s.n(B, "St Mary's") - s.n(B, "St Giles'") > 100),
    ("Brentwell's spire is the shortest.", lambda s: s.n(H, "Brentwell") == 96),
    ("The church at Ashcombe was finished in 1410, while Coldharbour's is St Anne's.",
     lambda s: s.same("Ashcombe", "1410") and s.same("Coldharbour", "St Anne's")),
    ("The church at Dunsford is older than the one at Brentwell.", lambda s: s.n(B, "Dunsford") < s.n(B, "Brentwell")),
]
NUM = "."
DOT = False
INTRO = [
    "Spires of the Vale",
    "A local history group has been photographing the medieval parish churches of the vale. The four churches they visited last month stand in different villages, each has a spire of a different height, and each was completed in a different year.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
