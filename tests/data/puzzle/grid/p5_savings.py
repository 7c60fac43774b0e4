R = "Rates"
def r(s, x):
    return s.n(R, x)
CATEGORIES = [
    ("Savers", ["Ada", "Ben", "Cy", "Di"]),
    ("Banks", ["Crest", "Fairbank", "Northway", "Unity"]),
    ("Rates", ["2.5%", "3%", "3.75%", "4.1%"], [250, 300, 375, 410]),
]
CLUES = [
    ("Cy gets the best rate.", lambda s: r(s, "Cy") == 410),
    ("Ben's rate is lowest.", lambda s: r(s, "Ben") == 250),
    ("Unity pays 0.75 percentage points more than Fairbank.", lambda s: r(s, "Unity") == r(s, "Fairbank") + 75),
    ("Di isn't with Unity.", lambda s: not s.same("Di", "Unity")),
    ("Crest pays less than Northway.", lambda s: r(s, "Crest") < r(s, "Northway")),
    ("Ada banks with either Unity or Fairbank.", lambda s: s.same("Ada", "Unity") != s.same("Ada", "Fairbank")),
    ("Ada doesn't bank with Crest.", lambda s: not s.same("Ada", "Crest")),
]
