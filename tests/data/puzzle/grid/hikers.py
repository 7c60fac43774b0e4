D = "Distances"
CATEGORIES = [
    ("Hikers", ["Aziz", "Birgit", "Colm", "Dora", "Eero", "Fay"]),
    ("Distances", ["6 miles", "8 miles", "10 miles", "12 miles", "14 miles", "16 miles"], [6, 8, 10, 12, 14, 16]),
    ("Trails", ["Beacon", "Cedar", "Falls", "Ridge", "Summit", "Willow"]),
]
CLUES = [
    ("Birgit hiked 2 miles farther than Dora.", lambda s: s.n(D, "Birgit") == s.n(D, "Dora") + 2),
    ("The hiker on the Cedar trail walked 2 miles further than Colm.", lambda s: s.n(D, "Cedar") == s.n(D, "Colm") + 2),
    ("The Ridge hiker covered 4 miles more than the Summit hiker.", lambda s: s.n(D, "Ridge") == s.n(D, "Summit") + 4),
    ("Fay walked farther than anyone else.", lambda s: s.n(D, "Fay") == 16),
    ("Colm walked less than Eero.", lambda s: s.n(D, "Colm") < s.n(D, "Eero")),
    ("Fay wasn't on the Falls trail.", lambda s: not s.same("Fay", "Falls")),
    ("The Falls hiker walked 2 miles farther than the Beacon hiker.", lambda s: s.n(D, "Falls") == s.n(D, "Beacon") + 2),
    ("Eero walked 4 miles less than Dora.", lambda s: s.n(D, "Eero") == s.n(D, "Dora") - 4),
]
QUESTIONS = [("How far did Aziz hike?", lambda s: s.v("Distances", "Aziz"))]
