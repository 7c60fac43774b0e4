T = "Times"
CATEGORIES = [
    ("Swimmers", ["Isadora", "Mateo", "Tobias", "Wilhelmina"]),
    ("Strokes", ["backstroke", "breaststroke", "butterfly", "freestyle"]),
    ("Times", ["31.2 seconds", "33.8 seconds", "35.1 seconds", "38.6 seconds"], [312, 338, 351, 386]),
]
CLUES = [
    ("The freestyle swimmer was the fastest.", lambda s: s.n(T, "freestyle") == 312),
    ("Isadora swam butterfly.", lambda s: s.same("Isadora", "butterfly")),
    ("Wilhelmina was 2.6 seconds slower than the freestyle swimmer.", lambda s: s.n(T, "Wilhelmina") == s.n(T, "freestyle") + 26),
    ("The breaststroke was the slowest swim.", lambda s: s.n(T, "breaststroke") == 386),
]
BAD = (4, "Tobais did not swim freestyle.")
REFUSED = {BAD[1]: {
    "Tobais = Tobias": lambda s: not s.same("Tobias", "freestyle"),
}}
EXPECT = 2
NUM = ""
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Tobais did not swim freestyle.", must be refused: "Tobais" is no
swimmer of the list (it is probably a misspelling of Tobias, which a reader
may suggest but must not assume). Read as Tobias the puzzle has one solution;
without clue 5 it has two."""
