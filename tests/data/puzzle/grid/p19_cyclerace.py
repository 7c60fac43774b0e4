T = "Times"
CATEGORIES = [
    ("Riders", ["Owen", "Priya", "Quentin", "Rosa"]),
    ("Times", ["42 minutes", "44 minutes", "46 minutes", "48 minutes"], [42, 44, 46, 48]),
    ("Bikes", ["black", "orange", "silver", "white"]),
    ("Clubs", ["Ashdown CC", "Bramley Wheelers", "Coldharbour RC", "Dene Velo"]),
]
SOLUTION = [
    ["Owen", "46 minutes", "silver", "Dene Velo"],
    ["Priya", "42 minutes", "black", "Coldharbour RC"],
    ["Quentin", "48 minutes", "orange", "Ashdown CC"],
    ["Rosa", "44 minutes", "white", "Bramley Wheelers"],
]
CLUES = [
    ("Priya set the fastest time.", lambda s: s.n(T, "Priya") == 42),
    ("The rider on the orange bike was four minutes slower than the Bramley Wheelers rider.",
     lambda s: s.n(T, "orange") == s.n(T, "Bramley Wheelers") + 4),
    ("Owen's time was two minutes slower than Rosa's.", lambda s: s.n(T, "Owen") == s.n(T, "Rosa") + 2),
    ("The Coldharbour RC rider rode the black bike.", lambda s: s.same("Coldharbour RC", "black")),
    ("Quentin doesn't ride for Dene Velo.", lambda s: not s.same("Quentin", "Dene Velo")),
    ("Owen rode the silver bike.", lambda s: s.same("Owen", "silver")),
    ("Quentin finished four minutes behind Rosa.", lambda s: s.n(T, "Quentin") == s.n(T, "Rosa") + 4),
    ("Rosa's bike was white.", lambda s: s.same("Rosa", "white")),
]
NUM = "."
DOT = True
INTRO = ["Four riders from four different clubs took part in a ten-mile time trial on Sunday morning."]
OUTRO = []
REMARKS = INTRO + OUTRO
