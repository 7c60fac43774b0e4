F = "Floors"
S = "Staff"
def fl(s, x):
    return s.n(F, x)
def st(s, x):
    return s.n(S, x)
CATEGORIES = [
    ("Companies", ["Lumen Labs", "Orbit Media", "Pike & Sons", "Quill Legal"]),
    ("Floors", ["8th floor", "12th floor", "15th floor", "21st floor"], [8, 12, 15, 21]),
    ("Staff", ["14", "22", "35", "48"], [14, 22, 35, 48]),
]
CLUES = [
    ("The company on the highest of the four floors has the fewest staff.", lambda s: st(s, "21st floor") == 14),
    ("Orbit Media is on a lower floor than Quill Legal.", lambda s: fl(s, "Orbit Media") < fl(s, "Quill Legal")),
    ("Lumen Labs has 8 more staff than Pike & Sons.", lambda s: st(s, "Lumen Labs") == st(s, "Pike & Sons") + 8),
    ("The company on the 12th floor has 13 fewer staff than the one on the 8th floor.", lambda s: st(s, "12th floor") == st(s, "8th floor") - 13),
    ("Lumen Labs is 6 floors below Pike & Sons.", lambda s: fl(s, "Lumen Labs") == fl(s, "Pike & Sons") - 6),
    ("Quill Legal is not on the 15th floor.", lambda s: fl(s, "Quill Legal") != 15),
]
QUESTIONS = [("How many staff does Orbit Media have?", lambda s: s.v("Staff", "Orbit Media"))]
