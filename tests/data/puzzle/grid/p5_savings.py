R = "Rates"
def r(s, x):
    return s.n(R, x)
CATEGORIES = [
    ("Savers", ["Ada", "Ben", "Cy", "Di", "Ed", "Flo"]),
    ("Banks", ["Crest", "Fairbank", "Hollis", "Northway", "Unity", "Westmoor"]),
    ("Rates", ["2.5%", "3%", "3.25%", "3.75%", "4.1%", "4.4%"], [250, 300, 325, 375, 410, 440]),
]
CLUES = [
    ("Cy gets the best rate.", lambda s: r(s, "Cy") == 440),
    ("Ben's rate is lowest.", lambda s: r(s, "Ben") == 250),
    ("Unity pays 0.75 percentage points more than Fairbank.", lambda s: r(s, "Unity") == r(s, "Fairbank") + 75),
    ("Di isn't with Unity.", lambda s: not s.same("Di", "Unity")),
    ("Crest pays less than Northway.", lambda s: r(s, "Crest") < r(s, "Northway")),
    ("Ada banks with either Unity or Fairbank.", lambda s: s.same("Ada", "Unity") != s.same("Ada", "Fairbank")),
    ("Ed's rate beats Ada's.", lambda s: r(s, "Ed") > r(s, "Ada")),
    ("Westmoor pays 4.1%.", lambda s: s.same("Westmoor", "4.1%")),
    ("Flo isn't with Crest.", lambda s: not s.same("Flo", "Crest")),
    ("Flo's rate is below Ada's.", lambda s: r(s, "Flo") < r(s, "Ada")),
    ("Di and Ed aren't with Hollis.", lambda s: not s.same("Di", "Hollis") and not s.same("Ed", "Hollis")),
    ("Hollis pays a quarter point more than Fairbank.", lambda s: r(s, "Hollis") == r(s, "Fairbank") + 25),
]
