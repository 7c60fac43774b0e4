P = "Prices"
B = "Battery life"
CATEGORIES = [
    ("Buyers", ["Opal", "Pierce", "Quentin", "Rhea"]),
    ("Models", ["AirTone", "BassPro", "Clarion", "Driftwave"]),
    ("Prices", ["$49.95", "$74.95", "$99.95", "$124.95"], [4995, 7495, 9995, 12495]),
    ("Battery life", ["18 hours", "24 hours", "30 hours", "36 hours"], [18, 24, 30, 36]),
]
SOLUTION = [
    ["Opal", "Clarion", "$99.95", "18 hours"],
    ["Pierce", "AirTone", "$49.95", "30 hours"],
    ["Quentin", "Driftwave", "$124.95", "24 hours"],
    ["Rhea", "BassPro", "$74.95", "36 hours"],
]
CLUES = [
    ("Opal's pair cost $25 more than the BassPro.",
     lambda s: s.n(P, "Opal") == s.n(P, "BassPro") + 2500),
    ("The $49.95 headphones last 6 hours longer than Quentin's.",
     lambda s: s.n(B, "$49.95") == s.n(B, "Quentin") + 6),
    ("Rhea's pair has the longest battery life.",
     lambda s: s.n(B, "Rhea") == 36),
    ("Pierce bought either the AirTone or the most expensive pair.",
     lambda s: s.same("Pierce", "AirTone") != s.same("Pierce", "$124.95")),
    ("The Driftwave cost more than the Clarion.",
     lambda s: s.n(P, "Driftwave") > s.n(P, "Clarion")),
    ("Quentin's headphones cost $50 more than Rhea's.",
     lambda s: s.n(P, "Quentin") == s.n(P, "Rhea") + 5000),
    ("The AirTone lasts 12 hours longer than the Clarion.",
     lambda s: s.n(B, "AirTone") == s.n(B, "Clarion") + 12),
    ("Pierce paid less than Opal.",
     lambda s: s.n(P, "Pierce") < s.n(P, "Opal")),
]
QUESTIONS = []
NUM = ")"
DOT = False
INTRO = ["Four friends each bought a different pair of wireless headphones."]
OUTRO = []
REMARKS = INTRO + OUTRO
