D = "Dates"
CATEGORIES = [
    ("Walkers", ["Hattie", "Ian", "Jun", "Kasia"]),
    ("Flowers", ["bluebell", "cowslip", "foxglove", "orchid"]),
    ("Woods", ["Ashby Wood", "Birch Hill", "Coldwell", "Dunmere"]),
    ("Dates", ["April 3", "April 10", "April 17", "April 24"], [3, 10, 17, 24]),
]
SOLUTION = [
    ["Hattie", "foxglove", "Coldwell", "April 24"],
    ["Ian", "bluebell", "Dunmere", "April 3"],
    ["Jun", "orchid", "Ashby Wood", "April 17"],
    ["Kasia", "cowslip", "Birch Hill", "April 10"],
]
CLUES = [
    ("The bluebell was spotted a week before the cowslip.", lambda s: s.n(D, "bluebell") == s.n(D, "cowslip") - 7),
    ("Jun's sighting was two weeks after Ian's.", lambda s: s.n(D, "Jun") == s.n(D, "Ian") + 14),
    ("The flower found at Coldwell was the last to be spotted.", lambda s: s.n(D, "Coldwell") == 24),
    ("Either Kasia or the walker who found the orchid was at Ashby Wood.",
     lambda s: (s.same("Kasia", "Ashby Wood") or s.same("orchid", "Ashby Wood")) and not s.same("Kasia", "orchid")),
    ("The Dunmere sighting came before the Birch Hill sighting.", lambda s: s.n(D, "Dunmere") < s.n(D, "Birch Hill")),
    ("Hattie walked at Coldwell.", lambda s: s.same("Hattie", "Coldwell")),
    ("Ian's sighting was the earliest.", lambda s: s.n(D, "Ian") == 3),
    ("The foxglove was the last flower to be spotted.", lambda s: s.n(D, "foxglove") == 24),
    ("Ian's find was a bluebell.", lambda s: s.same("Ian", "bluebell")),
    ("Kasia's walk came before the walk at Ashby Wood.", lambda s: s.n(D, "Kasia") < s.n(D, "Ashby Wood")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
