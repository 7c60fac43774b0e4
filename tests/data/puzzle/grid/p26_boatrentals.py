H = "Hours"
T = "Times"
CATEGORIES = [
    ("Families", ["the Baxters", "the Dunns", "the Eckharts", "the Mirandas", "the Sorensens"]),
    ("Boats", ["canoe", "kayak", "paddleboat", "pontoon boat", "rowboat"]),
    ("Hours", ["1 hour", "2 hours", "3 hours", "4 hours", "5 hours"], [1, 2, 3, 4, 5]),
    ("Times", ["8:00 a.m.", "9:00 a.m.", "10:00 a.m.", "11:00 a.m.", "noon"], [8, 9, 10, 11, 12]),
]
SOLUTION = [
    ["the Baxters", "pontoon boat", "4 hours", "9:00 a.m."],
    ["the Dunns", "paddleboat", "1 hour", "noon"],
    ["the Eckharts", "canoe", "3 hours", "8:00 a.m."],
    ["the Mirandas", "rowboat", "2 hours", "11:00 a.m."],
    ["the Sorensens", "kayak", "5 hours", "10:00 a.m."],
]
CLUES = [
    ("The first family to head out rented the canoe.", lambda s: s.n(T, "canoe") == 8),
    ("The Dunns, who took out the last boat of the morning, kept it for just one hour.",
     lambda s: s.n(T, "the Dunns") == 12 and s.n(H, "the Dunns") == 1),
    ("The pontoon boat went out an hour earlier than the kayak and was kept an hour less.",
     lambda s: s.n(T, "pontoon boat") == s.n(T, "kayak") - 1 and s.n(H, "pontoon boat") == s.n(H, "kayak") - 1),
    ("The Mirandas' rental was one hour shorter than the Eckharts'.",
     lambda s: s.n(H, "the Mirandas") == s.n(H, "the Eckharts") - 1),
    ("The Sorensens didn't rent the rowboat or the pontoon boat.",
     lambda s: not s.same("the Sorensens", "rowboat") and not s.same("the Sorensens", "pontoon boat")),
    ("The family that left the dock at 11:00 a.m. didn't rent the paddleboat.",
     lambda s: not s.same("11:00 a.m.", "paddleboat")),
    ("The Eckharts were on the water an hour before the Baxters.", lambda s: s.n(T, "the Eckharts") == s.n(T, "the Baxters") - 1),
    ("The kayak was out longer than any other boat.", lambda s: s.n(H, "kayak") == 5),
    ("The Mirandas left the dock sometime after the Sorensens.", lambda s: s.n(T, "the Mirandas") > s.n(T, "the Sorensens")),
    ("The canoe was rented for three hours.", lambda s: s.same("canoe", "3 hours")),
    ("The Baxters didn't rent the rowboat.", lambda s: not s.same("the Baxters", "rowboat")),
]
NUM = "."
DOT = True
INTRO = [
    "Rentals at Pine Lake Marina",
    "Five families rented boats at Pine Lake Marina on the morning of the Fourth of July. Each family took out a different kind of boat at a different hour and kept it for a different number of hours. Find each family's boat, the time it left the dock, and the length of the rental.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
