G = "Weights"
P = "Prices"
CATEGORIES = [
    ("Students", ["Ottilie", "Pascal", "Rosalind", "Stellan"]),
    ("Woods", ["carbon fibre", "ironwood", "pernambuco", "snakewood"]),
    ("Weights", ["58 grams", "60 grams", "62 grams", "64 grams"], [58, 60, 62, 64]),
    ("Prices", ["$450", "$600", "$750", "$900"], [450, 600, 750, 900]),
]
SOLUTION = [
    ["Ottilie", "pernambuco", "62 grams", "$900"],
    ["Pascal", "carbon fibre", "58 grams", "$450"],
    ["Rosalind", "snakewood", "64 grams", "$750"],
    ["Stellan", "ironwood", "60 grams", "$600"],
]
CLUES = [
    ("The pernambuco bow is the most expensive.", lambda s: s.n(P, "pernambuco") == 900),
    ("Pascal's bow weighs 4 grams less than Ottilie's.", lambda s: s.n(G, "Pascal") == s.n(G, "Ottilie") - 4),
    ("The $600 bow is 2 grams lighter than the $900 bow.", lambda s: s.n(G, "$600") == s.n(G, "$900") - 2),
    ("Rosalind's bow, which isn't made of ironwood, is the heaviest.",
     lambda s: not s.same("Rosalind", "ironwood") and s.n(G, "Rosalind") == 64),
    ("The carbon fibre bow cost less than Stellan's.", lambda s: s.n(P, "carbon fibre") < s.n(P, "Stellan")),
    ("Rosalind paid more than Stellan.", lambda s: s.n(P, "Rosalind") > s.n(P, "Stellan")),
]
CLUES.append(("Ottilie paid $150 more than Rosalind.", lambda s: s.n(P, "Ottilie") == s.n(P, "Rosalind") + 150))
NUM = "."
INTRO = ["Four students each chose a new violin bow at a luthier's shop. Each bow is of a different wood, a different weight and a different price."]
REMARKS = INTRO
