G = "Harvests"
P = "Prices"
CATEGORIES = [
    ("Farmers", ["Amir", "Giulia", "Leyla", "Tomas"]),
    ("Regions", ["Kashmir", "Khorasan", "Kozani", "La Mancha"]),
    ("Harvests", ["150 grams", "200 grams", "250 grams", "300 grams"], [150, 200, 250, 300]),
    ("Prices", ["$8", "$10", "$12", "$14"], [8, 10, 12, 14]),
]
SOLUTION = [
    ["Amir", "Khorasan", "300 grams", "$8"],
    ["Giulia", "La Mancha", "200 grams", "$14"],
    ["Leyla", "Kashmir", "250 grams", "$12"],
    ["Tomas", "Kozani", "150 grams", "$10"],
]
CLUES = [
    ("The saffron from La Mancha sold for $2 more per gram than Leyla's.",
     lambda s: s.n(P, "La Mancha") == s.n(P, "Leyla") + 2),
    ("Amir harvested the most, but his saffron fetched the lowest price.",
     lambda s: s.n(G, "Amir") == 300 and s.n(P, "Amir") == 8),
    ("The farmer in Kozani harvested 50 grams less than Giulia.",
     lambda s: s.n(G, "Kozani") == s.n(G, "Giulia") - 50),
    ("Neither Giulia nor Tomas farms in Kashmir.",
     lambda s: not s.same("Giulia", "Kashmir") and not s.same("Tomas", "Kashmir")),
    ("The 250-gram harvest sold for more per gram than the 150-gram harvest.",
     lambda s: s.n(P, "250 grams") > s.n(P, "150 grams")),
    ("Leyla harvested 50 grams more than Giulia.", lambda s: s.n(G, "Leyla") == s.n(G, "Giulia") + 50),
    ("The Khorasan saffron was the cheapest.", lambda s: s.n(P, "Khorasan") == 8),
]
NUM = None
DOT = False
INTRO = []
OUTRO = ["Prices are per gram."]
REMARKS = INTRO + OUTRO
