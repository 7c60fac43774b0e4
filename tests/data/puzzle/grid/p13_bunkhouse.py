# Puzzle book: three bunks stacked (bottom, middle, top), four categories of three.
BK = "Bunks"
def bk(s, x):
    return s.n(BK, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Hikers", ["Anouk", "Bertie", "Clem"]),
    ("Bunks", ["bottom bunk", "middle bunk", "top bunk"], [1, 2, 3]),
    ("Towns", ["Ambleside", "Keswick", "Penrith"]),
    ("Boots", ["brown", "grey", "red"]),
]
SOLUTION = [
    ("Anouk", "top bunk", "Penrith", "grey"),
    ("Bertie", "bottom bunk", "Keswick", "red"),
    ("Clem", "middle bunk", "Ambleside", "brown"),
]
INTRO = ["Three walkers shared a triple bunk at the Stake Pass bunkhouse, one above another."]
CLUES = [
    ("Bertie slept directly below Clem.", lambda s: bk(s, "Bertie") + 1 == bk(s, "Clem")),
    ("The walker from Penrith slept on the top bunk.", lambda s: bk(s, "Penrith") == 3),
    ("The red boots belong to whoever had the bottom bunk.", lambda s: s.same("red", "bottom bunk")),
    ("Anouk's boots aren't brown.", lambda s: not s.same("Anouk", "brown")),
    ("Clem isn't from Keswick.", lambda s: not s.same("Clem", "Keswick")),
    ("Anouk slept somewhere above Clem.", lambda s: bk(s, "Anouk") > bk(s, "Clem")),
    ("Clem wore brown boots.", lambda s: s.same("Clem", "brown")),
]
QUESTIONS = [("Where is Bertie from?", lambda s: s.v("Towns", "Bertie"))]
REMARKS = INTRO
