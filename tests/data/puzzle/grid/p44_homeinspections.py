F = "Fees"
CATEGORIES = [
    ("Inspectors", ["Fenwick", "Gallo", "Holt", "Iqbal"]),
    ("Streets", ["Alder Lane", "Birch Road", "Cedar Court", "Dogwood Drive"]),
    ("Problems", ["cracked foundation", "faulty wiring", "leaky roof", "mold"]),
    ("Fees", ["$300", "$350", "$400", "$450"], [300, 350, 400, 450]),
]
SOLUTION = [
    ["Fenwick", "Cedar Court", "mold", "$400"],
    ["Gallo", "Alder Lane", "faulty wiring", "$300"],
    ["Holt", "Dogwood Drive", "leaky roof", "$450"],
    ["Iqbal", "Birch Road", "cracked foundation", "$350"],
]
CLUES = [
    ("The inspector who found mold charged $100 more than Gallo.", lambda s: s.n(F, "mold") == s.n(F, "Gallo") + 100),
    ("The Dogwood Drive inspection cost the most.", lambda s: s.n(F, "Dogwood Drive") == 450),
    ("Iqbal, who didn't inspect Alder Lane, found the cracked foundation.",
     lambda s: not s.same("Iqbal", "Alder Lane") and s.same("Iqbal", "cracked foundation")),
    ("The faulty wiring wasn't found on Birch Road or Cedar Court.",
     lambda s: not s.same("faulty wiring", "Birch Road") and not s.same("faulty wiring", "Cedar Court")),
    ("Holt charged $50 more than the Cedar Court inspector.", lambda s: s.n(F, "Holt") == s.n(F, "Cedar Court") + 50),
    ("The leaky roof was either on Dogwood Drive or found by Fenwick.",
     lambda s: not s.same("Dogwood Drive", "Fenwick") and (s.same("leaky roof", "Dogwood Drive") or s.same("leaky roof", "Fenwick"))),
    ("Fenwick charged more than Iqbal.", lambda s: s.n(F, "Fenwick") > s.n(F, "Iqbal")),
    ("Iqbal charged $50 more than Gallo.", lambda s: s.n(F, "Iqbal") == s.n(F, "Gallo") + 50),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
