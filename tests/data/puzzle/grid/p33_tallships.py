L = "Lengths"
Y = "Built"
CATEGORIES = [
    ("Ships", ["Albatross", "Columbine", "Morning Star", "Sea Sparrow", "Wanderer"]),
    ("Home ports", ["Bristol", "Cadiz", "Halifax", "Lisbon", "Mystic"]),
    ("Lengths", ["96 feet", "118 feet", "140 feet", "162 feet", "184 feet"], [96, 118, 140, 162, 184]),
    ("Built", ["1869", "1884", "1899", "1914", "1929"], [1869, 1884, 1899, 1914, 1929]),
]
SOLUTION = [
    ["Albatross", "Halifax", "140 feet", "1899"],
    ["Columbine", "Lisbon", "96 feet", "1929"],
    ["Morning Star", "Bristol", "184 feet", "1869"],
    ["Sea Sparrow", "Mystic", "118 feet", "1914"],
    ["Wanderer", "Cadiz", "162 feet", "1884"],
]
CLUES = [
    ("The ship from Mystic was built 30 years after the Wanderer.",
     lambda s: s.n(Y, "Mystic") == s.n(Y, "Wanderer") + 30),
    ("The oldest ship is also the longest.", lambda s: s.same("1869", "184 feet")),
    ("The Columbine, the newest of the five, is 22 feet shorter than the Sea Sparrow.",
     lambda s: s.n(Y, "Columbine") == 1929 and s.n(L, "Columbine") == s.n(L, "Sea Sparrow") - 22),
    ("The ship built in 1899 doesn't sail from Bristol or Lisbon.",
     lambda s: not s.same("1899", "Bristol") and not s.same("1899", "Lisbon")),
    ("Of the Albatross and the ship from Cadiz, one is 140 feet long and the other was built in 1884.",
     lambda s: not s.same("Albatross", "Cadiz") and (
         (s.same("Albatross", "140 feet") and s.same("Cadiz", "1884")) or
         (s.same("Cadiz", "140 feet") and s.same("Albatross", "1884")))),
    ("The Halifax ship is 44 feet shorter than the Morning Star.",
     lambda s: s.n(L, "Halifax") == s.n(L, "Morning Star") - 44),
    ("The Albatross is 22 feet shorter than the Wanderer.", lambda s: s.n(L, "Albatross") == s.n(L, "Wanderer") - 22),
    ("The Wanderer was built 15 years after the Morning Star.",
     lambda s: s.n(Y, "Wanderer") == s.n(Y, "Morning Star") + 15),
    ("The Bristol ship is longer than the Columbine.", lambda s: s.n(L, "Bristol") > s.n(L, "Columbine")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
