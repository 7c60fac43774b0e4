# Puzzle book: cacti in pots on a windowsill, positions first to fourth from the left.
PS = "Pots"
HT = "Heights"
def ps(s, x):
    return s.n(PS, x)
def ht(s, x):
    return s.n(HT, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Cacti", ["barrel", "bunny ears", "old man", "star"]),
    ("Pots", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
    ("Heights", ["6 cm", "9 cm", "14 cm", "22 cm"], [6, 9, 14, 22]),
    ("Owners", ["Greta", "Idris", "Marnie", "Wen"]),
]
SOLUTION = [
    ("barrel", "third", "14 cm", "Idris"),
    ("bunny ears", "first", "9 cm", "Wen"),
    ("old man", "fourth", "22 cm", "Greta"),
    ("star", "second", "6 cm", "Marnie"),
]
INTRO = ["Four flatmates keep their cacti in a row of pots along the kitchen windowsill. The pots are counted from the left, so the first pot is the leftmost."]
CLUES = [
    ("The tallest cactus is at the right-hand end of the windowsill.", lambda s: ps(s, "22 cm") == 4),
    ("The star cactus sits immediately to the right of the bunny ears.", lambda s: ps(s, "star") == ps(s, "bunny ears") + 1),
    ("The barrel cactus is 5 cm taller than the bunny ears.", lambda s: ht(s, "barrel") == ht(s, "bunny ears") + 5),
    ("The shortest cactus is in the second pot.", lambda s: ps(s, "6 cm") == 2),
    ("The old man cactus is not in the first pot.", lambda s: ps(s, "old man") != 1),
    ("Greta's cactus is taller than Idris's.", lambda s: ht(s, "Greta") > ht(s, "Idris")),
    ("Wen's pot is next to Marnie's, and Marnie's is next to Idris's.",
     lambda s: abs(ps(s, "Wen") - ps(s, "Marnie")) == 1 and abs(ps(s, "Marnie") - ps(s, "Idris")) == 1),
    ("Idris doesn't own the old man cactus.", lambda s: not s.same("Idris", "old man")),
    ("The old man cactus belongs to Greta.", lambda s: s.same("old man", "Greta")),
    ("The bunny ears are in the first pot.", lambda s: ps(s, "bunny ears") == 1),
    ("Wen's cactus is shorter than Idris's.", lambda s: ht(s, "Wen") < ht(s, "Idris")),
]
QUESTIONS = [("Whose cactus is in the third pot?", lambda s: s.v("Owners", "third"))]
REMARKS = INTRO
