A = "Acres"
CATEGORIES = [
    ("Farmers", ["Abel", "Delia", "Gus", "Marta", "Rowan"]),
    ("Crops", ["barley", "corn", "oats", "soybeans", "wheat"]),
    ("Acres", ["120 acres", "140 acres", "160 acres", "180 acres", "200 acres"], [120, 140, 160, 180, 200]),
]
SOLUTION = [
    ["Abel", "oats", "160 acres"],
    ["Delia", "corn", "200 acres"],
    ["Gus", "wheat", "120 acres"],
    ["Marta", "soybeans", "180 acres"],
    ["Rowan", "barley", "140 acres"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The farmer who planted soybeans has 40 more acres than Rowan.",
     lambda s: s.n(A, "soybeans") == s.n(A, "Rowan") + 40),
    ("Delia farms more acres than anyone else.",
     lambda s: s.n(A, "Delia") == 200),
    ("The wheat was planted on fewer acres than the oats.",
     lambda s: s.n(A, "wheat") < s.n(A, "oats")),
    ("The 140-acre farm is either Gus's or the one growing barley.",
     lambda s: s.same("140 acres", "Gus") != s.same("140 acres", "barley")),
    ("Of Abel and the corn grower, one farms 200 acres and the other planted oats.",
     lambda s: one_other(s, "Abel", "corn", "200 acres", "oats")),
    ("Neither Gus nor Marta grows barley.",
     lambda s: not s.same("Gus", "barley") and not s.same("Marta", "barley")),
    ("Abel's farm isn't 20 acres larger than Marta's.",
     lambda s: s.n(A, "Abel") != s.n(A, "Marta") + 20),
    ("Gus's farm is smaller than Marta's.",
     lambda s: s.n(A, "Gus") < s.n(A, "Marta")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
