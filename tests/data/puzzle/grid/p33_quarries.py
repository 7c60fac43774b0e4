D = "Depths"
W = "Workers"
CATEGORIES = [
    ("Quarries", ["Blackrock Quarry", "Cold Ash Quarry", "Greystone Quarry", "Redcliff Quarry", "Whitmore Quarry"]),
    ("Stones", ["basalt", "granite", "limestone", "marble", "slate"]),
    ("Depths", ["85 feet", "120 feet", "155 feet", "190 feet", "225 feet"], [85, 120, 155, 190, 225]),
    ("Workers", ["14 workers", "22 workers", "30 workers", "38 workers", "46 workers"], [14, 22, 30, 38, 46]),
]
SOLUTION = [
    ["Blackrock Quarry", "basalt", "190 feet", "30 workers"],
    ["Cold Ash Quarry", "slate", "85 feet", "46 workers"],
    ["Greystone Quarry", "granite", "225 feet", "22 workers"],
    ["Redcliff Quarry", "limestone", "120 feet", "14 workers"],
    ["Whitmore Quarry", "marble", "155 feet", "38 workers"],
]
CLUES = [
    ("The marble quarry employs 8 more workers than Blackrock Quarry.",
     lambda s: s.n(W, "marble") == s.n(W, "Blackrock Quarry") + 8),
    ("The deepest quarry produces granite.", lambda s: s.n(D, "granite") == 225),
    ("Cold Ash Quarry is the shallowest, yet it has the most workers.",
     lambda s: s.n(D, "Cold Ash Quarry") == 85 and s.n(W, "Cold Ash Quarry") == 46),
    ("The limestone quarry is 35 feet deeper than the slate quarry.",
     lambda s: s.n(D, "limestone") == s.n(D, "slate") + 35),
    ("Of Whitmore Quarry and the quarry with 22 workers, one cuts granite and the other is 155 feet deep.",
     lambda s: not s.same("Whitmore Quarry", "22 workers") and (
         (s.same("Whitmore Quarry", "granite") and s.same("22 workers", "155 feet")) or
         (s.same("22 workers", "granite") and s.same("Whitmore Quarry", "155 feet")))),
    ("Redcliff Quarry has the fewest workers.", lambda s: s.n(W, "Redcliff Quarry") == 14),
    ("The basalt quarry is deeper than the marble quarry.", lambda s: s.n(D, "basalt") > s.n(D, "marble")),
    ("The quarry with 30 workers is 35 feet shallower than Greystone Quarry.",
     lambda s: s.n(D, "30 workers") == s.n(D, "Greystone Quarry") - 35),
    ("Greystone Quarry has 8 fewer workers than Blackrock Quarry.",
     lambda s: s.n(W, "Greystone Quarry") == s.n(W, "Blackrock Quarry") - 8),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
