T = "Start times"
G = "Group sizes"
CATEGORIES = [
    ("Guides", ["Abigail", "Cornelius", "Eleanor", "Franklin", "Prudence"]),
    ("Last names", ["Hollis", "Mercer", "Pryor", "Sutton", "Whitcomb"]),
    ("Sites", ["cemetery", "courthouse", "lighthouse", "old mill", "train depot"]),
    ("Start times", ["9:00 AM", "10:30 AM", "noon", "1:30 PM", "3:00 PM"], [540, 630, 720, 810, 900]),
    ("Group sizes", ["8 people", "11 people", "14 people", "17 people", "20 people"], [8, 11, 14, 17, 20]),
]
SOLUTION = [
    ["Abigail", "Mercer", "courthouse", "1:30 PM", "14 people"],
    ["Cornelius", "Whitcomb", "old mill", "9:00 AM", "20 people"],
    ["Eleanor", "Sutton", "cemetery", "3:00 PM", "8 people"],
    ["Franklin", "Hollis", "lighthouse", "10:30 AM", "11 people"],
    ["Prudence", "Pryor", "train depot", "noon", "17 people"],
]
CLUES = [
    ("The earliest tour, which visited the old mill, drew the largest group.",
     lambda s: s.n(T, "old mill") == 540 and s.n(G, "old mill") == 20),
    ("Sutton's tour started 90 minutes after Abigail's.", lambda s: s.n(T, "Sutton") == s.n(T, "Abigail") + 90),
    ("Eleanor's group had 6 fewer people than Abigail's.", lambda s: s.n(G, "Eleanor") == s.n(G, "Abigail") - 6),
    ("Prudence led the tour of the train depot.", lambda s: s.same("Prudence", "train depot")),
    ("Franklin, whose last name isn't Pryor, led the 10:30 AM tour.",
     lambda s: not s.same("Franklin", "Pryor") and s.same("Franklin", "10:30 AM")),
    ("Of Whitcomb and the guide who led the cemetery tour, one had a group of 20 and the other started at 3:00 PM.",
     lambda s: not s.same("Whitcomb", "cemetery") and (
         (s.same("Whitcomb", "20 people") and s.same("cemetery", "3:00 PM")) or
         (s.same("cemetery", "20 people") and s.same("Whitcomb", "3:00 PM")))),
    ("Hollis's group had 3 fewer people than Mercer's.", lambda s: s.n(G, "Hollis") == s.n(G, "Mercer") - 3),
    ("The courthouse tour wasn't led by Pryor or Hollis.",
     lambda s: not s.same("courthouse", "Pryor") and not s.same("courthouse", "Hollis")),
    ("Prudence isn't Mercer.", lambda s: not s.same("Prudence", "Mercer")),
    ("The lighthouse tour had 11 people.", lambda s: s.same("lighthouse", "11 people")),
    ("Cornelius led the earliest tour, and Prudence's tour started at noon.",
     lambda s: s.n(T, "Cornelius") == 540 and s.same("Prudence", "noon")),
]
NUM = "."
DOT = False
INTRO = [
    "Walking Tours of Old Bellport",
    "The Bellport Historical Society offered five guided walking tours on Founders' Day. Each volunteer guide led one tour to a different landmark, at a different time, with a different number of people. Determine each guide's full name, the landmark, the start time, and the size of the group.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
