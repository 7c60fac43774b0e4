T = "Lap times"
L = "Lanes"
CATEGORIES = [
    ("Swimmers", ["Bea", "Cato", "Dylan", "Esme", "Farrah"]),
    ("Strokes", ["backstroke", "breaststroke", "butterfly", "freestyle", "sidestroke"]),
    ("Lap times", ["38 seconds", "41 seconds", "44 seconds", "48 seconds", "53 seconds"], [38, 41, 44, 48, 53]),
    ("Lanes", ["1", "2", "3", "4", "5"]),
]
SOLUTION = [
    ["Bea", "freestyle", "38 seconds", "4"],
    ["Cato", "breaststroke", "48 seconds", "1"],
    ["Dylan", "butterfly", "41 seconds", "5"],
    ["Esme", "backstroke", "44 seconds", "2"],
    ["Farrah", "sidestroke", "53 seconds", "3"],
]
CLUES = [
    ("The freestyle swimmer had the fastest lap.", lambda s: s.n(T, "freestyle") == 38),
    ("Esme's lap took 3 seconds longer than Dylan's.", lambda s: s.n(T, "Esme") == s.n(T, "Dylan") + 3),
    ("Of Cato and the butterfly swimmer, one swam in lane 5 and the other took 48 seconds.",
     lambda s: not s.same("Cato", "butterfly") and (
         (s.same("Cato", "5") and s.same("butterfly", "48 seconds")) or
         (s.same("butterfly", "5") and s.same("Cato", "48 seconds")))),
    ("The backstroker swam in a lower-numbered lane than Bea.", lambda s: s.n(L, "backstroke") < s.n(L, "Bea")),
    ("Neither Bea nor Farrah swam breaststroke.", lambda s: not s.same("Bea", "breaststroke") and not s.same("Farrah", "breaststroke")),
    ("The swimmer in lane 1 was 7 seconds slower than Dylan.", lambda s: s.n(T, "1") == s.n(T, "Dylan") + 7),
    ("Farrah's lap wasn't 4 seconds slower than Cato's.", lambda s: s.n(T, "Farrah") != s.n(T, "Cato") + 4),
    ("Bea's lane was next to Dylan's.", lambda s: abs(s.n(L, "Bea") - s.n(L, "Dylan")) == 1),
    ("Esme swam in the lane between Cato's and Farrah's.",
     lambda s: sorted([s.n(L, "Cato"), s.n(L, "Farrah")]) == [s.n(L, "Esme") - 1, s.n(L, "Esme") + 1]),
    ("Farrah swam sidestroke, and the breaststroke swimmer was in lane 1.",
     lambda s: s.same("Farrah", "sidestroke") and s.same("breaststroke", "1")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
