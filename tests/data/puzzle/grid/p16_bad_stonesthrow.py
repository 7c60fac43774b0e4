H = "Cottages"
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4", "5"]),
    ("Residents", ["Agnes", "Barnaby", "Clem", "Dora", "Ezra"]),
    ("Animals", ["cat", "dog", "goat", "hens", "pig"]),
]
CLUES = [
    ("Dora lives in cottage 1.", lambda s: s.n(H, "Dora") == 1),
    ("Ezra lives in the middle cottage.", lambda s: s.n(H, "Ezra") == 3),
    ("Agnes keeps the hens.", lambda s: s.same("Agnes", "hens")),
    ("Dora keeps the goat.", lambda s: s.same("Dora", "goat")),
    ("The pig is kept next door to the dog.", lambda s: abs(s.n(H, "pig") - s.n(H, "dog")) == 1),
    ("Ezra has the cat.", lambda s: s.same("Ezra", "cat")),
    ("Barnaby doesn't keep the dog.", lambda s: not s.same("Barnaby", "dog")),
]
BAD = (5, "Clem lives a stone's throw from Ezra.")
REFUSED = {BAD[1]: {
    "'next door to Ezra'": lambda s: abs(s.n(H, "Clem") - s.n(H, "Ezra")) == 1,
    "'two doors from Ezra'": lambda s: abs(s.n(H, "Clem") - s.n(H, "Ezra")) == 2,
    "'at most two doors from Ezra'": lambda s: abs(s.n(H, "Clem") - s.n(H, "Ezra")) <= 2,
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Five cottages stand in a row along Mill Lane, numbered 1 to 5 from left to right. Each has one resident, and each resident keeps a different animal."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Clem lives a stone's throw from Ezra.", must be refused: "a
stone's throw" names no distance. Read as "next door to Ezra" the puzzle has one
solution (Clem in cottage 4), read as "two doors from Ezra" another (Clem in
cottage 5), read as "at most two doors from Ezra" two. Without the clue the
puzzle has two solutions."""
