L = "Lengths"
CATEGORIES = [
    ("Owners", ["Dolores", "Hal", "Marcus", "Tessa"]),
    ("Lizards", ["anole", "chameleon", "gecko", "skink"]),
    ("Lengths", ["8 inches", "10 inches", "12 inches", "14 inches"], [8, 10, 12, 14]),
]
SOLUTION = [
    ["Dolores", "skink", "12 inches"],
    ["Hal", "gecko", "8 inches"],
    ["Marcus", "chameleon", "14 inches"],
    ["Tessa", "anole", "10 inches"],
]
CLUES = [
    ("The lizard that is 14 inches long doesn't belong to Hal.", lambda s: not s.same("14 inches", "Hal")),
    ("The gecko is 4 inches shorter than the skink.", lambda s: s.n(L, "gecko") == s.n(L, "skink") - 4),
    ("Tessa's lizard is 2 inches longer than Hal's.", lambda s: s.n(L, "Tessa") == s.n(L, "Hal") + 2),
    ("The chameleon is the longest of the four.", lambda s: s.n(L, "chameleon") == 14),
    ("Dolores doesn't own the anole.", lambda s: not s.same("Dolores", "anole")),
    ("Of the gecko and the 10-inch lizard, one belongs to Tessa and the other belongs to Hal.",
     lambda s: not s.same("gecko", "10 inches") and {s.v("Owners", "gecko"), s.v("Owners", "10 inches")} == {"Tessa", "Hal"}),
    ("Marcus's lizard is longer than the one owned by Dolores.", lambda s: s.n(L, "Marcus") > s.n(L, "Dolores")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
