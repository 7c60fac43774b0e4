D = "Depths"
CATEGORIES = [
    ("Detectorists", ["Alan", "Brenda", "Clive", "Doreen"]),
    ("Finds", ["buckle", "coin", "ring", "thimble"]),
    ("Depths", ["10 cm", "15 cm", "20 cm", "25 cm"], [10, 15, 20, 25]),
    ("Fields", ["Church Field", "Long Meadow", "Mill Acre", "Top Paddock"]),
]
SOLUTION = [
    ["Alan", "coin", "20 cm", "Mill Acre"],
    ["Brenda", "thimble", "10 cm", "Top Paddock"],
    ["Clive", "buckle", "25 cm", "Long Meadow"],
    ["Doreen", "ring", "15 cm", "Church Field"],
]
CLUES = [
    ("The deepest find, a buckle, was dug up in Long Meadow.",
     lambda s: s.n(D, "buckle") == 25 and s.same("buckle", "Long Meadow")),
    ("Brenda's find lay 5 cm nearer the surface than Doreen's.", lambda s: s.n(D, "Brenda") == s.n(D, "Doreen") - 5),
    ("The coin was found by Alan, but not in Church Field.",
     lambda s: s.same("coin", "Alan") and not s.same("coin", "Church Field")),
    ("The ring was unearthed in Church Field.", lambda s: s.same("ring", "Church Field")),
    ("Clive, who didn't search Mill Acre, found something 10 cm deeper than Doreen's find.",
     lambda s: not s.same("Clive", "Mill Acre") and s.n(D, "Clive") == s.n(D, "Doreen") + 10),
    ("Top Paddock, where the thimble turned up, was not Doreen's field.",
     lambda s: s.same("Top Paddock", "thimble") and not s.same("Top Paddock", "Doreen")),
]
NUM = "."
DOT = False
INTRO = [
    "Buried Treasure",
    "Four members of a metal-detecting club spent a Saturday on a farm near Wetherby, each searching a different field. By teatime each had dug up one find worth keeping, each from a different depth.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
