N = "Counts"
def n(s, x):
    return s.n(N, x)
CATEGORIES = [
    ("Watchers", ["Alma", "Bram", "Cleo", "Dino", "Enzo"]),
    ("Birds", ["curlew", "dunlin", "lapwing", "redshank", "snipe"]),
    ("Counts", ["14 birds", "17 birds", "21 birds", "26 birds", "32 birds"], [14, 17, 21, 26, 32]),
]
CLUES = [
    ("Cleo counted the most.", lambda s: n(s, "Cleo") == 32),
    ("Bram counted the fewest.", lambda s: n(s, "Bram") == 14),
    ("The dunlin counter saw 5 more birds than Alma.", lambda s: n(s, "dunlin") == n(s, "Alma") + 5),
    ("Enzo didn't count lapwings.", lambda s: not s.same("Enzo", "lapwing")),
    ("Alma outcounted Enzo.", lambda s: n(s, "Alma") > n(s, "Enzo")),
    ("Alma didn't count snipe.", lambda s: not s.same("Alma", "snipe")),
    ("Nobody counted 17 snipe.", lambda s: not s.same("snipe", "17 birds")),
    ("Cleo watched curlews.", lambda s: s.same("Cleo", "curlew")),
]
REMARKS = ["Five volunteers each counted one kind of wader on the estuary on Sunday morning."]
