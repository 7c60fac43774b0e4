D = "Dates"
W = "Wind speeds"
CATEGORIES = [
    ("Chasers", ["Abel", "Bree", "Cosmo", "Deanna", "Ezra"]),
    ("Towns", ["Enid", "Hays", "Pratt", "Salina", "Woodward"]),
    ("Dates", ["May 2", "May 9", "May 16", "May 23", "May 30"], [2, 9, 16, 23, 30]),
    ("Wind speeds", ["110 mph", "125 mph", "140 mph", "155 mph", "170 mph"], [110, 125, 140, 155, 170]),
]
SOLUTION = [
    ["Abel", "Hays", "May 16", "140 mph"],
    ["Bree", "Woodward", "May 2", "170 mph"],
    ["Cosmo", "Enid", "May 30", "110 mph"],
    ["Deanna", "Pratt", "May 9", "125 mph"],
    ["Ezra", "Salina", "May 23", "155 mph"],
]
CLUES = [
    ("The tornado near Salina had winds 15 mph stronger than Abel's.",
     lambda s: s.n(W, "Salina") == s.n(W, "Abel") + 15),
    ("Bree's tornado was spotted 1 week before Deanna's.",
     lambda s: s.n(D, "Bree") == s.n(D, "Deanna") - 7),
    ("Of the May 30 tornado and the 170-mph tornado, one was chased by Cosmo and the other touched down near Woodward.",
     lambda s: not s.same("May 30", "170 mph") and (
         (s.same("May 30", "Cosmo") and s.same("170 mph", "Woodward")) or
         (s.same("May 30", "Woodward") and s.same("170 mph", "Cosmo")))),
    ("Neither Ezra nor Deanna chased the Hays tornado.",
     lambda s: not s.same("Ezra", "Hays") and not s.same("Deanna", "Hays")),
    ("The tornado spotted on May 16 was either Abel's or the one near Pratt.",
     lambda s: s.same("May 16", "Abel") != s.same("May 16", "Pratt")),
    ("The 125-mph tornado was seen 2 weeks before the one near Salina.",
     lambda s: s.n(D, "125 mph") == s.n(D, "Salina") - 14),
    ("Ezra's tornado came sometime after Abel's.",
     lambda s: s.n(D, "Ezra") > s.n(D, "Abel")),
    ("The five tornadoes are Cosmo's, the one near Hays, the May 2 tornado, the 155-mph tornado and Deanna's.",
     lambda s: len({s.e(x) for x in ["Cosmo", "Hays", "May 2", "155 mph", "Deanna"]}) == 5),
    ("The Enid tornado came sometime after the Salina tornado.",
     lambda s: s.n(D, "Enid") > s.n(D, "Salina")),
]
NUM = None
DOT = False
INTRO = ["Five storm chasers each filmed a different tornado in Kansas or Oklahoma last May."]
OUTRO = []
REMARKS = INTRO + OUTRO
