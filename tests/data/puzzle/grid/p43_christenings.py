M = "Months"
CATEGORIES = [
    ("Babies", ["Alfie", "Evie", "Freddie", "Rosie"]),
    ("Surnames", ["Lyle", "Munro", "Quinn", "Tate"]),
    ("Churches", ["St Chad's", "St Giles'", "St Luke's", "St Mary's"]),
    ("Months", ["February", "April", "June", "August"], [2, 4, 6, 8]),
]
SOLUTION = [
    ["Alfie", "Quinn", "St Luke's", "June"],
    ["Evie", "Tate", "St Chad's", "February"],
    ["Freddie", "Munro", "St Mary's", "August"],
    ["Rosie", "Lyle", "St Giles'", "April"],
]
CLUES = [
    ("The Quinns' son was christened four months after Evie.", lambda s: s.n(M, "Quinn") == s.n(M, "Evie") + 4),
    ("St Mary's held the last of the four christenings.", lambda s: s.n(M, "St Mary's") == 8),
    ("Rosie, the Lyles' daughter, wasn't christened at St Chad's.",
     lambda s: s.same("Rosie", "Lyle") and not s.same("Rosie", "St Chad's")),
    ("The christening at St Giles' was two months before the one at St Luke's.",
     lambda s: s.n(M, "St Giles'") == s.n(M, "St Luke's") - 2),
    ("The Tate baby was christened in February.", lambda s: s.same("Tate", "February")),
    ("Alfie was christened two months before Freddie, who isn't a Tate.", lambda s: s.n(M, "Alfie") == s.n(M, "Freddie") - 2 and not s.same("Freddie", "Tate")),
    ("Rosie's christening came before Alfie's, and Evie's wasn't at St Giles'.", lambda s: s.n(M, "Rosie") < s.n(M, "Alfie") and not s.same("Evie", "St Giles'")),
]
NUM = "."
DOT = False
INTRO = ["Four babies were christened in the parish this year, each in a different one of its four churches and each in a different month. "
         "Can you find each baby's surname, and the church and month of the christening?"]
OUTRO = []
REMARKS = INTRO + OUTRO
