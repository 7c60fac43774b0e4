D = "Dates"
CATEGORIES = [
    ("Dates", ["June 2", "June 9", "June 16", "June 23"], [2, 9, 16, 23]),
    ("Brides", ["Amara", "Beth", "Celine", "Dana"]),
    ("Venues", ["barn", "chapel", "garden", "hotel"]),
]
CLUES = [
    ("Amara's wedding was 1 week after the garden wedding.", lambda s: s.n(D, "Amara") == s.n(D, "garden") + 7),
    ("The chapel wedding was 2 weeks after Amara's.", lambda s: s.n(D, "chapel") == s.n(D, "Amara") + 14),
    ("Dana didn't get married at the hotel.", lambda s: not s.same("Dana", "hotel")),
    ("Beth's wedding was sometime after Dana's.", lambda s: s.n(D, "Beth") > s.n(D, "Dana")),
    ("Celine's wedding came first.", lambda s: s.n(D, "Celine") == 2),
]
QUESTIONS = [("Where did Dana get married?", lambda s: s.v("Venues", "Dana"))]
