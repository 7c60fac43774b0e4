H = "Hours"
CATEGORIES = [
    ("Sitters", ["Fiona", "Gabe", "Hattie", "Ishan"]),
    ("Families", ["Moreno", "Nash", "Okafor", "Price"]),
    ("Hours", ["2 hours", "3 hours", "4 hours", "5 hours"], [2, 3, 4, 5]),
]
SOLUTION = [
    ["Fiona", "Okafor", "4 hours"],
    ["Gabe", "Price", "2 hours"],
    ["Hattie", "Moreno", "5 hours"],
    ["Ishan", "Nash", "3 hours"],
]
CLUES = [
    ("The Morenos needed a sitter for the longest.", lambda s: s.n(H, "Moreno") == 5),
    ("Gabe worked 2 hours fewer than Fiona.", lambda s: s.n(H, "Gabe") == s.n(H, "Fiona") - 2),
    ("Ishan worked for the Nashes, but not for 2 hours.", lambda s: s.same("Ishan", "Nash") and s.n(H, "Ishan") != 2),
    ("Hattie sat for an hour longer than Fiona.", lambda s: s.n(H, "Hattie") == s.n(H, "Fiona") + 1),
    ("The Okafor job was longer than the Price job.", lambda s: s.n(H, "Okafor") > s.n(H, "Price")),
]
QUESTIONS = [("Who babysat for the Okafors?", lambda s: s.v("Sitters", "Okafor"))]
NUM = None
DOT = False
INTRO = ["Four teenagers each babysat for a different family last Saturday night, and each job lasted a different number of hours."]
OUTRO = []
REMARKS = INTRO + OUTRO
