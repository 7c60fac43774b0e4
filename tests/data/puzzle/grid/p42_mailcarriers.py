M = "Distances"
CATEGORIES = [
    ("Carriers", ["Esther", "Felipe", "Gordon", "Hana"]),
    ("Routes", ["Birch Street", "Canal Road", "Hill Avenue", "Market Lane"]),
    ("Distances", ["5 miles", "6 miles", "7 miles", "8 miles"], [5, 6, 7, 8]),
]
SOLUTION = [
    ["Esther", "Canal Road", "7 miles"],
    ["Felipe", "Market Lane", "5 miles"],
    ["Gordon", "Birch Street", "8 miles"],
    ["Hana", "Hill Avenue", "6 miles"],
]
CLUES = [
    ("The carrier on Hill Avenue walked 1 mile farther than Felipe.", lambda s: s.n(M, "Hill Avenue") == s.n(M, "Felipe") + 1),
    ("Gordon walked the farthest.", lambda s: s.n(M, "Gordon") == 8),
    ("Esther walked 2 miles more than the Market Lane carrier.", lambda s: s.n(M, "Esther") == s.n(M, "Market Lane") + 2),
    ("The Birch Street route isn't Hana's.", lambda s: not s.same("Birch Street", "Hana")),
    ("Hana walked farther than Felipe.", lambda s: s.n(M, "Hana") > s.n(M, "Felipe")),
    ("The Birch Street carrier walked farther than Esther.", lambda s: s.n(M, "Birch Street") > s.n(M, "Esther")),
]
QUESTIONS = [("Who delivers on Canal Road?", lambda s: s.v("Carriers", "Canal Road"))]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
