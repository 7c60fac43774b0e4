T = "Tiers"
M = "Months"
CATEGORIES = [
    ("Brides", ["Amber", "Chloe", "Fern", "Naomi", "Ruth"]),
    ("Flavours", ["carrot", "chocolate", "fruit", "lemon", "red velvet"]),
    ("Tiers", ["2 tiers", "3 tiers", "4 tiers", "5 tiers", "6 tiers"], [2, 3, 4, 5, 6]),
    ("Months", ["April", "May", "June", "August", "September"], [4, 5, 6, 8, 9]),
]
SOLUTION = [
    ["Amber", "chocolate", "3 tiers", "June"],
    ["Chloe", "fruit", "5 tiers", "April"],
    ["Fern", "lemon", "2 tiers", "September"],
    ["Naomi", "red velvet", "6 tiers", "May"],
    ["Ruth", "carrot", "4 tiers", "August"],
]
CLUES = [
    ("The fruit cake, which had two more tiers than Amber's, was made for the first wedding of the season.",
     lambda s: s.n(T, "fruit") == s.n(T, "Amber") + 2 and s.n(M, "fruit") == 4),
    ("Fern's was the last of the five weddings, and her cake had the fewest tiers.",
     lambda s: s.n(M, "Fern") == 9 and s.n(T, "Fern") == 2),
    ("Naomi's cake had more tiers than anyone else's, but it wasn't chocolate or carrot.",
     lambda s: s.n(T, "Naomi") == 6 and not s.same("Naomi", "chocolate") and not s.same("Naomi", "carrot")),
    ("The August bride, who isn't Chloe, chose carrot cake.", lambda s: not s.same("August", "Chloe") and s.same("August", "carrot")),
    ("Amber married a month after Naomi.", lambda s: s.n(M, "Amber") == s.n(M, "Naomi") + 1),
    ("The lemon cake was for a later wedding than the chocolate one.", lambda s: s.n(M, "lemon") > s.n(M, "chocolate")),
    ("Chloe's wedding was two months before Amber's.",
     lambda s: s.n(M, "Chloe") == s.n(M, "Amber") - 2),
    ("Ruth's cake had one tier more than Amber's.",
     lambda s: s.n(T, "Ruth") == s.n(T, "Amber") + 1),
]
NUM = "."
DOT = True
INTRO = ["Kerry's Cakes made five wedding cakes last year, each for a different bride in a different month. Every cake was a different flavour and had a different number of tiers."]
OUTRO = []
REMARKS = INTRO + OUTRO
