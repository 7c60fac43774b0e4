W = "Harvests"
CATEGORIES = [
    ("Growers", ["Ottoline", "Piers", "Rosalind", "Tobias"]),
    ("Varieties", ["Grosso", "Hidcote", "Munstead", "Provence"]),
    ("Harvests", ["40 kg", "55 kg", "70 kg", "85 kg"], [40, 55, 70, 85]),
]
SOLUTION = [
    ["Ottoline", "Munstead", "55 kg"],
    ["Piers", "Grosso", "85 kg"],
    ["Rosalind", "Hidcote", "40 kg"],
    ["Tobias", "Provence", "70 kg"],
]
CLUES = [
    ("The Grosso grower harvested 15 kg more than Tobias.", lambda s: s.n(W, "Grosso") == s.n(W, "Tobias") + 15),
    ("Rosalind and Ottoline grow Hidcote and Munstead, respectively.",
     lambda s: s.same("Rosalind", "Hidcote") and s.same("Ottoline", "Munstead")),
    ("Tobias harvested 30 kg more than Rosalind.", lambda s: s.n(W, "Tobias") == s.n(W, "Rosalind") + 30),
    ("The Provence isn't the smallest harvest.", lambda s: s.n(W, "Provence") != 40),
]
NUM = ""
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
