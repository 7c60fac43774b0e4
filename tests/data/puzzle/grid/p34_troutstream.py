W = "Weights"
CATEGORIES = [
    ("Anglers", ["Brendan", "Gráinne", "Malachy", "Orla"]),
    ("Flies", ["Black Pennell", "Greenwell's Glory", "Olive Dun", "Wickham's Fancy"]),
    ("Weights", ["12 oz", "1 lb", "1 lb 4 oz", "1 lb 8 oz"], [12, 16, 20, 24]),
]
SOLUTION = [
    ["Brendan", "Olive Dun", "1 lb 8 oz"],
    ["Gráinne", "Greenwell's Glory", "1 lb"],
    ["Malachy", "Black Pennell", "12 oz"],
    ["Orla", "Wickham's Fancy", "1 lb 4 oz"],
]
CLUES = [
    ("Brendan landed the biggest trout of the day.", lambda s: s.n(W, "Brendan") == 24),
    ("Malachy's fish weighed 4 oz less than Gráinne's.", lambda s: s.n(W, "Malachy") == s.n(W, "Gráinne") - 4),
    ("The trout taken on the Wickham's Fancy was half a pound heavier than the one taken on the Black Pennell.",
     lambda s: s.n(W, "Wickham's Fancy") == s.n(W, "Black Pennell") + 8),
    ("Nobody but Brendan was fishing the Olive Dun.", lambda s: s.same("Brendan", "Olive Dun")),
    ("Orla's was heavier than Gráinne's.", lambda s: s.n(W, "Orla") > s.n(W, "Gráinne")),
]
NUM = None
DOT = False
INTRO = ["Four anglers fished the River Suck on Saturday. Each kept one brown trout, each caught on a different fly, and no two fish weighed the same."]
OUTRO = ["There are 16 oz in a pound."]
REMARKS = INTRO + OUTRO
