M = "Marks"
CATEGORIES = [
    ("Pupils", ["Ada", "Bram", "Cleo", "Dylan", "Esme"]),
    ("Instruments", ["cello", "clarinet", "flute", "oboe", "violin"]),
    ("Marks", ["112", "118", "121", "127", "134"], [112, 118, 121, 127, 134]),
]
SOLUTION = [
    ["Ada", "oboe", "127"],
    ["Bram", "violin", "112"],
    ["Cleo", "flute", "134"],
    ["Dylan", "cello", "121"],
    ["Esme", "clarinet", "118"],
]
CLUES = [
    ("The flute player got the highest mark.", lambda s: s.n(M, "flute") == 134),
    ("Esme scored 6 marks more than Bram.", lambda s: s.n(M, "Esme") == s.n(M, "Bram") + 6),
    ("The cellist scored 3 marks more than Esme.", lambda s: s.n(M, "cello") == s.n(M, "Esme") + 3),
    ("Ada scored 6 marks more than the cellist.", lambda s: s.n(M, "Ada") == s.n(M, "cello") + 6),
    ("Bram doesn't play the clarinet or the oboe.", lambda s: not s.same("Bram", "clarinet") and not s.same("Bram", "oboe")),
    ("The violinist scored lower than the clarinettist.", lambda s: s.n(M, "violin") < s.n(M, "clarinet")),
    ("Cleo isn't the cellist.", lambda s: not s.same("Cleo", "cello")),
    ("Esme doesn't play the oboe.", lambda s: not s.same("Esme", "oboe")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
