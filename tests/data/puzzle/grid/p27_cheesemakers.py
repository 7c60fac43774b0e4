M = "Ageing"
CATEGORIES = [
    ("Cheesemakers", ["Agnes", "Bertram", "Clemency", "Dougal"]),
    ("Cheeses", ["blue", "brie", "cheddar", "gouda"]),
    ("Ageing", ["2 months", "4 months", "6 months", "8 months"], [2, 4, 6, 8]),
]
SOLUTION = [
    ["Agnes", "gouda", "6 months"],
    ["Bertram", "blue", "2 months"],
    ["Clemency", "cheddar", "8 months"],
    ["Dougal", "brie", "4 months"],
]
CLUES = [
    ("The cheddar was aged two months longer than Agnes's cheese, which isn't the brie.",
     lambda s: s.n(M, "cheddar") == s.n(M, "Agnes") + 2 and not s.same("Agnes", "brie")),
    ("Of Bertram and the maker of the gouda, one aged a cheese for 6 months and the other for 2 months.",
     lambda s: not s.same("Bertram", "gouda") and {s.n(M, "Bertram"), s.n(M, "gouda")} == {6, 2}),
    ("Neither Dougal nor the maker of the blue cheese let a cheese age for 8 months.",
     lambda s: s.n(M, "Dougal") != 8 and s.n(M, "blue") != 8),
    ("Clemency's cheese matured for longer than Dougal's.",
     lambda s: s.n(M, "Clemency") > s.n(M, "Dougal")),
    ("The gouda was aged for longer than the brie, and the blue cheese isn't Dougal's.",
     lambda s: s.n(M, "gouda") > s.n(M, "brie") and not s.same("Dougal", "blue")),
]
QUESTIONS = [("Who made the brie?", lambda s: s.v("Cheesemakers", "brie"))]
NUM = "."
DOT = False
INTRO = ["Four cheesemakers each brought one cheese to the county show, and no two cheeses had been aged for the same length of time."]
OUTRO = []
REMARKS = INTRO + OUTRO
