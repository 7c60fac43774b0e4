M = "Ages"
CATEGORIES = [
    ("Guests", ["Anouk", "Bertil", "Carys", "Dmitri", "Elspeth"]),
    ("Cheeses", ["brie", "cheddar", "gouda", "manchego", "pecorino"]),
    ("Ages", ["3 months", "6 months", "9 months", "12 months", "18 months"], [3, 6, 9, 12, 18]),
    ("Farms", ["Hollowell", "Marston", "Pennick", "Rudd's End", "Tarrant"]),
]
SOLUTION = [
    ["Anouk", "gouda", "12 months", "Pennick"],
    ["Bertil", "brie", "3 months", "Tarrant"],
    ["Carys", "pecorino", "18 months", "Marston"],
    ["Dmitri", "cheddar", "9 months", "Hollowell"],
    ["Elspeth", "manchego", "6 months", "Rudd's End"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CLUES = [
    ("The cheese from Marston was aged 6 months longer than Anouk's.", lambda s: s.n(M, "Marston") == s.n(M, "Anouk") + 6),
    ("Bertil brought the youngest cheese.", lambda s: s.n(M, "Bertil") == 3),
    ("The manchego had been aged 3 months less than the cheddar.", lambda s: s.n(M, "manchego") == s.n(M, "cheddar") - 3),
    ("Of Dmitri and the Pennick cheese, one is the cheddar and the other was aged 12 months.",
     lambda s: not s.same("Dmitri", "Pennick") and (
         (s.same("Dmitri", "cheddar") and s.same("Pennick", "12 months")) or
         (s.same("Pennick", "cheddar") and s.same("Dmitri", "12 months")))),
    ("The brie came from Tarrant.", lambda s: s.same("brie", "Tarrant")),
    ("Carys's cheese was aged longer than the gouda.", lambda s: s.n(M, "Carys") > s.n(M, "gouda")),
    ("The five cheeses were Elspeth's, the gouda, the one from Hollowell, the one aged 18 months, and the brie.",
     lambda s: distinct(s, "Elspeth", "gouda", "Hollowell", "18 months", "brie")),
    ("The pecorino wasn't made at Rudd's End.", lambda s: not s.same("pecorino", "Rudd's End")),
]
NUM = "."
INTRO = ["Five guests at a cheese-tasting evening each brought a different cheese, each aged for a different length of time and each from a different farm."]
REMARKS = INTRO
