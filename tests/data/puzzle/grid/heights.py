H = "Heights"
CATEGORIES = [
    ("Players", ["Ian", "Jada", "Kofi", "Lena"]),
    ("Heights", ["160 cm", "165 cm", "170 cm", "175 cm"], [160, 165, 170, 175]),
    ("Positions", ["centre", "forward", "guard", "wing"]),
    ("Teams", ["Comets", "Falcons", "Pumas", "Sharks"]),
]
CLUES = [
    ("Jada is somewhat shorter than Lena.", lambda s: s.n(H, "Jada") < s.n(H, "Lena")),
    ("The centre is 5 cm taller than Ian.", lambda s: s.n(H, "centre") == s.n(H, "Ian") + 5),
    ("The Falcons player is shorter than the guard.", lambda s: s.n(H, "Falcons") < s.n(H, "guard")),
    ("The wing is 10 cm shorter than the guard.", lambda s: s.n(H, "wing") == s.n(H, "guard") - 10),
    ("The tallest player plays for the Pumas.", lambda s: s.n(H, "Pumas") == 175),
    ("The Comets player is 10 cm shorter than Ian.", lambda s: s.n(H, "Comets") == s.n(H, "Ian") - 10),
    ("Lena is not the centre.", lambda s: not s.same("Lena", "centre")),
]
