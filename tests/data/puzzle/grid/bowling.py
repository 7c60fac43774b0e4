P = "Points"
CATEGORIES = [
    ("Players", ["Abe", "Bette", "Cruz", "Dina"]),
    ("Points", ["110 points", "125 points", "140 points", "155 points"], [110, 125, 140, 155]),
    ("Teams", ["Hawks", "Lions", "Otters", "Wolves"]),
]
CLUES = [
    ("Bette scored 15 fewer points than Dina.", lambda s: s.n(P, "Bette") == s.n(P, "Dina") - 15),
    ("The Hawks player scored more points than Abe.", lambda s: s.n(P, "Hawks") > s.n(P, "Abe")),
    ("The Lions player didn't score 140 points.", lambda s: not s.same("Lions", "140 points")),
    ("Abe scored 30 points more than the Wolves player.", lambda s: s.n(P, "Abe") == s.n(P, "Wolves") + 30),
]
