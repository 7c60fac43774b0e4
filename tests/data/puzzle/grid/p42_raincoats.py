P = "Prices"
CATEGORIES = [
    ("Shoppers", ["Celia", "Desmond", "Eun-ji", "Fabian"]),
    ("Colors", ["navy", "olive", "red", "yellow"]),
    ("Prices", ["$35", "$45", "$55", "$65"], [35, 45, 55, 65]),
]
SOLUTION = [
    ["Celia", "olive", "$55"],
    ["Desmond", "yellow", "$35"],
    ["Eun-ji", "navy", "$65"],
    ["Fabian", "red", "$45"],
]
CLUES = [
    ("The navy raincoat cost $10 more than Celia's.", lambda s: s.n(P, "navy") == s.n(P, "Celia") + 10),
    ("Desmond's coat was the cheapest.", lambda s: s.n(P, "Desmond") == 35),
    ("Eun-ji's coat was the most expensive.", lambda s: s.n(P, "Eun-ji") == 65),
    ("The yellow coat cost $20 less than the olive coat.", lambda s: s.n(P, "yellow") == s.n(P, "olive") - 20),
    ("Celia paid more than Fabian.", lambda s: s.n(P, "Celia") > s.n(P, "Fabian")),
]
NUM = ")"
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
