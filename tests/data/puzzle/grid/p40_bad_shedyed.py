K = "Skeins"
CATEGORIES = [
    ("Dyers", ["Marguerite", "Noor", "Rosa", "Tilde"]),
    ("Dyes", ["indigo", "madder", "saffron", "walnut"]),
    ("Skeins", ["6 skeins", "8 skeins", "10 skeins", "12 skeins"], [6, 8, 10, 12]),
]
CLUES = [
    ("Marguerite dyed more skeins than anyone else.", lambda s: s.n(K, "Marguerite") == 12),
    ("The walnut dyer finished 6 skeins.", lambda s: s.same("walnut", "6 skeins")),
    ("Tilde dyed with walnut.", lambda s: s.same("Tilde", "walnut")),
    ("The saffron dyer finished 4 more skeins than Rosa.", lambda s: s.n(K, "saffron") == s.n(K, "Rosa") + 4),
]
BAD = (4, "Noor finished 2 more skeins than Rosa, and she didn't use madder.")
REFUSED = {BAD[1]: {
    "'Noor did not use madder'": lambda s: s.n(K, "Noor") == s.n(K, "Rosa") + 2 and not s.same("Noor", "madder"),
    "'Rosa did not use madder'": lambda s: s.n(K, "Noor") == s.n(K, "Rosa") + 2 and not s.same("Rosa", "madder"),
}}
EXPECT = 2
NUM = None
DOT = False
INTRO = ["Four friends spent a weekend dyeing yarn, each with a different natural dye."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """The fourth clue, "Noor finished 2 more skeins than Rosa, and she didn't use madder.",
must be refused: "she" may be Noor (the subject of the first half) or Rosa (the
nearest name), and nothing in the puzzle says which. Without the clue the puzzle
has two solutions, which differ only in whether Noor or Rosa used the madder
(the other used indigo). Read with "she" = Noor it gives one solution (Rosa used
madder); read with "she" = Rosa it gives the other (Noor used madder). Either
reading yields a confident answer that may be the wrong one."""
