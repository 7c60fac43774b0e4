# Website style: terse, unnumbered; seeds (1st seed is the top seed).
SD = "Seeds"
def sd(s, x):
    return s.n(SD, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Players", ["Freya", "Gwen", "Ilse", "Joy", "Kiri"]),
    ("Seeds", ["1st seed", "2nd seed", "3rd seed", "4th seed", "5th seed"], [1, 2, 3, 4, 5]),
    ("Clubs", ["Ashdown", "Brookfield", "Castlegate", "Dunmore", "Elmsleigh"]),
]
SOLUTION = [
    ("Freya", "3rd seed", "Dunmore"),
    ("Gwen", "1st seed", "Elmsleigh"),
    ("Ilse", "5th seed", "Ashdown"),
    ("Joy", "2nd seed", "Castlegate"),
    ("Kiri", "4th seed", "Brookfield"),
]
CLUES = [
    ("Gwen was the top seed.", lambda s: sd(s, "Gwen") == 1),
    ("The player from Ashdown was the 5th seed.", lambda s: sd(s, "Ashdown") == 5),
    ("Joy was seeded one place above Freya.", lambda s: sd(s, "Joy") + 1 == sd(s, "Freya")),
    ("Kiri plays for Brookfield.", lambda s: s.same("Kiri", "Brookfield")),
    ("Of Freya and the Castlegate player, one is the 3rd seed and the other is the 2nd seed.",
     lambda s: not s.same("Freya", "Castlegate") and {sd(s, "Freya"), sd(s, "Castlegate")} == {3, 2}),
    ("Ilse isn't from Dunmore.", lambda s: not s.same("Ilse", "Dunmore")),
    ("The Elmsleigh player was seeded higher than Kiri.", lambda s: sd(s, "Elmsleigh") < sd(s, "Kiri")),
    ("Freya doesn't play for Elmsleigh.", lambda s: not s.same("Freya", "Elmsleigh")),
]
