W = "Wingspans"
F = "Flights"
CATEGORIES = [
    ("Pilots", ["Barry", "Nina", "Owen", "Tessa"]),
    ("Models", ["biplane", "glider", "seaplane", "Spitfire"]),
    ("Wingspans", ["90 cm", "120 cm", "150 cm", "180 cm"], [90, 120, 150, 180]),
    ("Flights", ["4 minutes", "7 minutes", "11 minutes", "16 minutes"], [4, 7, 11, 16]),
]
SOLUTION = [
    ["Barry", "Spitfire", "120 cm", "4 minutes"],
    ["Nina", "glider", "180 cm", "16 minutes"],
    ["Owen", "biplane", "90 cm", "7 minutes"],
    ["Tessa", "seaplane", "150 cm", "11 minutes"],
]
CLUES = [
    ("The glider, which has the longest wingspan, stayed up longer than any other model.",
     lambda s: s.n(W, "glider") == 180 and s.n(F, "glider") == 16),
    ("Barry's Spitfire flew for 3 minutes less than the model with a 90 cm wingspan.",
     lambda s: s.same("Barry", "Spitfire") and s.n(F, "Spitfire") == s.n(F, "90 cm") - 3),
    ("Tessa's plane has a wingspan 30 cm greater than Barry's.", lambda s: s.n(W, "Tessa") == s.n(W, "Barry") + 30),
    ("Owen flew the biplane.", lambda s: s.same("Owen", "biplane")),
    ("Nina's model stayed up 5 minutes longer than Tessa's.", lambda s: s.n(F, "Nina") == s.n(F, "Tessa") + 5),
]
NUM = "."
DOT = False
INTRO = [
    "Wings Over the Common",
    "Four members of the Harwood Model Flying Club brought new radio-controlled models to the common on Sunday morning. Each model has a different wingspan, and each stayed in the air for a different length of time before landing.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
