P = "Prices"
D = "Days"
CATEGORIES = [
    ("Customers", ["Ms Ahn", "Mr Bell", "Mrs Cruz", "Mr Diaz"]),
    ("Bouquets", ["lilies", "orchids", "roses", "tulips"]),
    ("Prices", ["$25", "$30", "$35", "$40"], [25, 30, 35, 40]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
]
CLUES = [
    ("The orchids were the most expensive bouquet.", lambda s: s.n(P, "orchids") == 40),
    ("Mr Bell paid $5 less than Ms Ahn.", lambda s: s.n(P, "Mr Bell") == s.n(P, "Ms Ahn") - 5),
    ("The lilies were ordered the day after the roses.", lambda s: s.n(D, "lilies") == s.n(D, "roses") + 1),
    ("Mrs Cruz ordered on Monday.", lambda s: s.same("Mrs Cruz", "Monday")),
    ("The tulips cost $25.", lambda s: s.same("tulips", "$25")),
    ("Mr Diaz didn't order the roses.", lambda s: not s.same("Mr Diaz", "roses")),
    ("Mrs Cruz's bouquet cost more than Mr Diaz's.", lambda s: s.n(P, "Mrs Cruz") > s.n(P, "Mr Diaz")),
    ("Mr Bell placed his order on Thursday.", lambda s: s.same("Mr Bell", "Thursday")),
]
EXPECT = 2
QUESTIONS = [("Who ordered the lilies, and on which day?", None)]
