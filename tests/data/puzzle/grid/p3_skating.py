M = "Medals"
CATEGORIES = [
    ("Skaters", ["Ilse", "Marta", "Yuki"]),
    ("Countries", ["Canada", "Japan", "Norway"]),
    ("Medals", ["gold", "silver", "bronze"]),
    ("Music", ["Bolero", "Carmen", "Swan Lake"]),
]
CLUES = [
    ("The skater from Norway finished one place ahead of Marta.", lambda s: s.n(M, "Norway") == s.n(M, "Marta") - 1),
    ("The gold medallist skated to Bolero.", lambda s: s.same("gold", "Bolero")),
    ("Marta isn't from Japan.", lambda s: not s.same("Marta", "Japan")),
    ("Ilse didn't win gold.", lambda s: not s.same("Ilse", "gold")),
    ("Yuki isn't from Norway.", lambda s: not s.same("Yuki", "Norway")),
    ("The bronze medallist skated to Swan Lake.", lambda s: s.same("bronze", "Swan Lake")),
]
QUESTIONS = [("Who won the gold medal?", lambda s: s.v("Skaters", "gold"))]
