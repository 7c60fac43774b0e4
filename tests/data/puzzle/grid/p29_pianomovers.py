F = "Floors"
P = "Fees"
CATEGORIES = [
    ("Movers", ["Gus", "Hana", "Ivan", "Joy", "Kurt"]),
    ("Pianos", ["baby grand", "concert grand", "player piano", "spinet", "upright"]),
    ("Floors", ["2nd floor", "3rd floor", "4th floor", "5th floor", "6th floor"], [2, 3, 4, 5, 6]),
    ("Fees", ["$300", "$375", "$450", "$525", "$600"], [300, 375, 450, 525, 600]),
]
SOLUTION = [
    ["Gus", "upright", "5th floor", "$450"],
    ["Hana", "concert grand", "2nd floor", "$600"],
    ["Ivan", "spinet", "3rd floor", "$300"],
    ["Joy", "baby grand", "6th floor", "$525"],
    ["Kurt", "player piano", "4th floor", "$375"],
]
CLUES = [
    ("The concert grand cost the most to move, though it only went up to the lowest floor.",
     lambda s: s.n(P, "concert grand") == 600 and s.n(F, "concert grand") == 2),
    ("Joy's piano went three floors higher than Ivan's.", lambda s: s.n(F, "Joy") == s.n(F, "Ivan") + 3),
    ("The $375 job was one floor below Gus's job.", lambda s: s.n(F, "$375") == s.n(F, "Gus") - 1),
    ("Kurt moved either the upright or the player piano.",
     lambda s: s.same("Kurt", "upright") or s.same("Kurt", "player piano")),
    ("The baby grand was carried to a higher floor than the player piano.",
     lambda s: s.n(F, "baby grand") > s.n(F, "player piano")),
    ("Kurt charged $75 more than Ivan.", lambda s: s.n(P, "Kurt") == s.n(P, "Ivan") + 75),
    ("Gus charged $75 less than Joy.", lambda s: s.n(P, "Gus") == s.n(P, "Joy") - 75),
    ("The upright was carried one floor higher than Kurt's piano.", lambda s: s.n(F, "upright") == s.n(F, "Kurt") + 1),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
