A = "Aces"
CATEGORIES = [
    ("Players", ["Kofi", "Lena", "Mateo", "Noor", "Priya"]),
    ("Teams", ["Sand Sharks", "Dig Dugs", "Net Gains", "Spike Club", "Block Party"]),
    ("Aces", ["2 aces", "4 aces", "5 aces", "7 aces", "9 aces"], [2, 4, 5, 7, 9]),
]
SOLUTION = [
    ["Kofi", "Net Gains", "5 aces"],
    ["Lena", "Spike Club", "9 aces"],
    ["Mateo", "Sand Sharks", "2 aces"],
    ["Noor", "Block Party", "7 aces"],
    ["Priya", "Dig Dugs", "4 aces"],
]
CLUES = [
    ("The person who plays for Spike Club served the most aces.", lambda s: s.n(A, "Spike Club") == 9),
    ("Mateo served 3 fewer aces than Kofi.", lambda s: s.n(A, "Mateo") == s.n(A, "Kofi") - 3),
    ("The Dig Dugs player served 2 more aces than Mateo.", lambda s: s.n(A, "Dig Dugs") == s.n(A, "Mateo") + 2),
    ("Noor doesn't play for Net Gains or Sand Sharks.", lambda s: not s.same("Noor", "Net Gains") and not s.same("Noor", "Sand Sharks")),
    ("The person with 7 aces plays for Block Party.", lambda s: s.same("7 aces", "Block Party")),
    ("Either Kofi or Priya plays for Net Gains.", lambda s: s.same("Kofi", "Net Gains") != s.same("Priya", "Net Gains")),
    ("Lena served more aces than Noor.", lambda s: s.n(A, "Lena") > s.n(A, "Noor")),
    ("Priya served fewer aces than Noor.", lambda s: s.n(A, "Priya") < s.n(A, "Noor")),
]
QUESTIONS = [("Who plays for Sand Sharks?", lambda s: s.v("Players", "Sand Sharks"))]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
