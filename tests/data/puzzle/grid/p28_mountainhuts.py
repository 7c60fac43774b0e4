B = "Beds"
CATEGORIES = [
    ("Huts", ["Falcon Hut", "Gentian Hut", "Larch Hut", "Marmot Hut"]),
    ("Wardens", ["Heidi", "Jonas", "Lotte", "Matthias"]),
    ("Beds", ["12 beds", "16 beds", "20 beds", "24 beds"], [12, 16, 20, 24]),
]
SOLUTION = [
    ["Falcon Hut", "Lotte", "20 beds"],
    ["Gentian Hut", "Heidi", "12 beds"],
    ["Larch Hut", "Matthias", "24 beds"],
    ["Marmot Hut", "Jonas", "16 beds"],
]
CLUES = [
    ("Heidi's hut has 4 fewer beds than Marmot Hut.",
     lambda s: s.n(B, "Heidi") == s.n(B, "Marmot Hut") - 4),
    ("Larch Hut sleeps more people than Falcon Hut.",
     lambda s: s.n(B, "Larch Hut") > s.n(B, "Falcon Hut")),
    ("The hut with 20 beds is either Falcon Hut or the one run by Matthias.",
     lambda s: s.same("20 beds", "Falcon Hut") != s.same("20 beds", "Matthias")),
    ("Gentian Hut has fewer beds than any other hut.",
     lambda s: s.n(B, "Gentian Hut") == 12),
    ("Of Falcon Hut and Jonas's hut, one has 20 beds and the other has 16.",
     lambda s: not s.same("Falcon Hut", "Jonas") and (
         (s.same("Falcon Hut", "20 beds") and s.same("Jonas", "16 beds")) or
         (s.same("Falcon Hut", "16 beds") and s.same("Jonas", "20 beds")))),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
