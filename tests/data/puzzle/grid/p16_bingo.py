W = "Winnings"
CATEGORIES = [
    ("Players", ["Ada", "Bram", "Cleo", "Dov"]),
    ("Halls", ["St Jude's", "Parkside", "Riverside", "Miners' Welfare"]),
    ("Winnings", ["$12.50", "$25.00", "$37.50", "$50.00"], [1250, 2500, 3750, 5000]),
]
SOLUTION = [
    ["Ada", "Parkside", "$37.50"],
    ["Bram", "St Jude's", "$12.50"],
    ["Cleo", "Miners' Welfare", "$50.00"],
    ["Dov", "Riverside", "$25.00"],
]
CLUES = [
    ("The player at Miners' Welfare won the most.", lambda s: s.n(W, "Miners' Welfare") == 5000),
    ("Bram won $25.00 less than Ada.", lambda s: s.n(W, "Bram") == s.n(W, "Ada") - 2500),
    ("Dov didn't play at St Jude's.", lambda s: not s.same("Dov", "St Jude's")),
    ("Of Cleo and the Parkside player, one won $50.00 and the other won $37.50.",
     lambda s: not s.same("Cleo", "Parkside") and {s.v(W, "Cleo"), s.v(W, "Parkside")} == {"$50.00", "$37.50"}),
    ("The Riverside player won more than Bram.", lambda s: s.n(W, "Riverside") > s.n(W, "Bram")),
    ("Cleo didn't play at Riverside.", lambda s: not s.same("Cleo", "Riverside")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
