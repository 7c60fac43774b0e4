# Australian: a school swimming carnival; lanes and times in seconds.
L = "Lanes"
T = "Times"
CATEGORIES = [
    ("Swimmers", ["Bec", "Jarrah", "Kylie", "Mitch"]),
    ("Houses", ["Banksia", "Grevillea", "Waratah", "Wattle"]),
    ("Lanes", ["lane 1", "lane 2", "lane 3", "lane 4"], [1, 2, 3, 4]),
    ("Times", ["31.4 seconds", "32.1 seconds", "32.9 seconds", "33.5 seconds"], [314, 321, 329, 335]),
]
SOLUTION = [
    ["Bec", "Wattle", "lane 3", "32.1 seconds"],
    ["Jarrah", "Banksia", "lane 1", "33.5 seconds"],
    ["Kylie", "Waratah", "lane 4", "31.4 seconds"],
    ["Mitch", "Grevillea", "lane 2", "32.9 seconds"],
]
CLUES = [
    ("Kylie touched the wall first, 0.7 seconds ahead of the Wattle swimmer.",
     lambda s: s.n(T, "Kylie") == 314 and s.n(T, "Wattle") == s.n(T, "Kylie") + 7),
    ("Mitch finished 0.6 seconds ahead of the swimmer from Banksia.",
     lambda s: s.n(T, "Mitch") == s.n(T, "Banksia") - 6),
    ("The Banksia swimmer was in lane 1, and Kylie was in the lane furthest from it.",
     lambda s: s.n(L, "Banksia") == 1 and s.n(L, "Kylie") == 4),
    ("Bec's lane was next to Kylie's.", lambda s: abs(s.n(L, "Bec") - s.n(L, "Kylie")) == 1),
    ("Neither Bec nor Mitch swims for Waratah.",
     lambda s: not s.same("Bec", "Waratah") and not s.same("Mitch", "Waratah")),
]
NUM = None
DOT = False
INTRO = ["Four swimmers, each from a different house, lined up in lanes 1 to 4 for the 50 m freestyle final at the school swimming carnival. There were no dead heats."]
OUTRO = []
REMARKS = INTRO + OUTRO
