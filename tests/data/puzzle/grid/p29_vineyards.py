A = "Acres"
F = "Founded"
CATEGORIES = [
    ("Vineyards", ["Ashgrove", "Bellweather", "Copper Hill", "Redstone", "Willow Bend"]),
    ("Grapes", ["cabernet", "merlot", "pinot noir", "riesling", "zinfandel"]),
    ("Acres", ["12 acres", "18 acres", "24 acres", "30 acres", "36 acres"], [12, 18, 24, 30, 36]),
    ("Founded", ["1972", "1981", "1990", "1999", "2008"], [1972, 1981, 1990, 1999, 2008]),
]
SOLUTION = [
    ["Ashgrove", "riesling", "30 acres", "1981"],
    ["Bellweather", "merlot", "12 acres", "2008"],
    ["Copper Hill", "zinfandel", "24 acres", "1972"],
    ["Redstone", "pinot noir", "36 acres", "1999"],
    ["Willow Bend", "cabernet", "18 acres", "1990"],
]
CLUES = [
    ("The oldest vineyard grows zinfandel.", lambda s: s.n(F, "zinfandel") == 1972),
    ("Redstone is 6 acres bigger than the riesling vineyard.",
     lambda s: s.n(A, "Redstone") == s.n(A, "riesling") + 6),
    ("The vineyard founded in 1990 is 6 acres larger than Bellweather.",
     lambda s: s.n(A, "1990") == s.n(A, "Bellweather") + 6),
    ("Bellweather is the newest, but it doesn't grow pinot noir.",
     lambda s: s.n(F, "Bellweather") == 2008 and not s.same("Bellweather", "pinot noir")),
    ("Of Ashgrove and the 24-acre vineyard, one was founded in 1972 and the other grows riesling.",
     lambda s: not s.same("Ashgrove", "24 acres") and (
         (s.same("Ashgrove", "1972") and s.same("24 acres", "riesling")) or
         (s.same("24 acres", "1972") and s.same("Ashgrove", "riesling")))),
    ("The cabernet vineyard was founded 9 years before the pinot noir vineyard.",
     lambda s: s.n(F, "cabernet") == s.n(F, "pinot noir") - 9),
    ("Willow Bend was founded 18 years after Copper Hill.",
     lambda s: s.n(F, "Willow Bend") == s.n(F, "Copper Hill") + 18),
    ("Redstone, the largest vineyard, was founded after Ashgrove.",
     lambda s: s.n(A, "Redstone") == 36 and s.n(F, "Redstone") > s.n(F, "Ashgrove")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
