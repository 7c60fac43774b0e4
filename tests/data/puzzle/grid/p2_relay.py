L = "Legs"
CATEGORIES = [
    ("Runners", ["Kez", "Lani", "Moss"]),
    ("Legs", ["first leg", "second leg", "third leg"]),
    ("Vests", ["green", "orange", "purple"]),
]
CLUES = [
    ("The runner in orange ran the leg immediately after Kez.", lambda s: s.n(L, "orange") == s.n(L, "Kez") + 1),
    ("Lani didn't wear purple.", lambda s: not s.same("Lani", "purple")),
    ("Moss ran a later leg than Lani.", lambda s: s.n(L, "Moss") > s.n(L, "Lani")),
    ("Kez didn't run the first leg.", lambda s: s.n(L, "Kez") != 1),
]
