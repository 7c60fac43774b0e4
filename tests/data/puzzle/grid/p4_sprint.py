T = "Times"
L = "Lanes"
def t(s, x):
    return s.n(T, x)
def ln(s, x):
    return s.n(L, x)
CATEGORIES = [
    ("Sprinters", ["Amara", "Bettina", "Chloé", "Dagny"]),
    ("Times", ["11.02 s", "11.10 s", "11.18 s", "11.26 s"], [1102, 1110, 1118, 1126]),
    ("Lanes", ["lane 3", "lane 4", "lane 5", "lane 6"], [3, 4, 5, 6]),
    ("Countries", ["Brazil", "Canada", "Kenya", "Norway"]),
]
CLUES = [
    ("The fastest time was run in lane 6.", lambda s: t(s, "lane 6") == 1102),
    ("Amara finished 0.16 seconds ahead of Bettina.", lambda s: t(s, "Amara") == t(s, "Bettina") - 16),
    ("The sprinter from Norway was in the lane next to the sprinter from Brazil.",
     lambda s: abs(ln(s, "Norway") - ln(s, "Brazil")) == 1),
    ("Dagny's lane number is one lower than Amara's.", lambda s: ln(s, "Dagny") == ln(s, "Amara") - 1),
    ("The runner from Kenya was faster than the runner from Brazil.", lambda s: t(s, "Kenya") < t(s, "Brazil")),
    ("Bettina came in last, and she wasn't in lane 5.", lambda s: t(s, "Bettina") == 1126 and ln(s, "Bettina") != 5),
    ("The winner is from Canada.", lambda s: t(s, "Canada") == 1102),
    ("Bettina doesn't come from Brazil.", lambda s: not s.same("Bettina", "Brazil")),
]
