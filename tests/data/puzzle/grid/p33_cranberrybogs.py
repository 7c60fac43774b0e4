A = "Acres"
B = "Barrels"
CATEGORIES = [
    ("Growers", ["Bridget", "Calvin", "Dorothea", "Emmett", "Frances"]),
    ("Bogs", ["Beaver Bog", "Fox Bog", "Heron Bog", "Kettle Bog", "Spruce Bog"]),
    ("Acres", ["12 acres", "15 acres", "18 acres", "21 acres", "24 acres"], [12, 15, 18, 21, 24]),
    ("Barrels", ["240 barrels", "310 barrels", "380 barrels", "450 barrels", "520 barrels"], [240, 310, 380, 450, 520]),
]
SOLUTION = [
    ["Bridget", "Heron Bog", "21 acres", "310 barrels"],
    ["Calvin", "Spruce Bog", "12 acres", "520 barrels"],
    ["Dorothea", "Beaver Bog", "24 acres", "450 barrels"],
    ["Emmett", "Kettle Bog", "15 acres", "240 barrels"],
    ["Frances", "Fox Bog", "18 acres", "380 barrels"],
]
CLUES = [
    ("The 18-acre bog produced 70 barrels more than Bridget's.",
     lambda s: s.n(B, "18 acres") == s.n(B, "Bridget") + 70),
    ("Calvin has the smallest bog but the biggest harvest.",
     lambda s: s.n(A, "Calvin") == 12 and s.n(B, "Calvin") == 520),
    ("Beaver Bog is exactly 3 acres larger than Heron Bog.",
     lambda s: s.n(A, "Beaver Bog") == s.n(A, "Heron Bog") + 3),
    ("The bog that yielded 240 barrels isn't Fox Bog, and it isn't Dorothea's.",
     lambda s: not s.same("240 barrels", "Fox Bog") and not s.same("240 barrels", "Dorothea")),
    ("Of Frances and the grower of Kettle Bog, one has 18 acres and the other harvested the fewest barrels.",
     lambda s: not s.same("Frances", "Kettle Bog") and (
         (s.same("Frances", "18 acres") and s.n(B, "Kettle Bog") == 240) or
         (s.same("Kettle Bog", "18 acres") and s.n(B, "Frances") == 240))),
    ("Dorothea harvested 70 barrels less than Calvin.", lambda s: s.n(B, "Dorothea") == s.n(B, "Calvin") - 70),
    ("Emmett's bog is 6 acres smaller than Bridget's.", lambda s: s.n(A, "Emmett") == s.n(A, "Bridget") - 6),
    ("Frances's bog is 3 acres larger than Emmett's.", lambda s: s.n(A, "Frances") == s.n(A, "Emmett") + 3),
    ("Spruce Bog belongs to Calvin.", lambda s: s.same("Spruce Bog", "Calvin")),
    ("Fox Bog yielded 140 barrels more than Kettle Bog.",
     lambda s: s.n(B, "Fox Bog") == s.n(B, "Kettle Bog") + 140),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
