Y = "Years"
CATEGORIES = [
    ("Astronomers", ["Celia", "Dorian", "Fumiko", "Gustav", "Helena"]),
    ("Observatories", ["La Silla", "Lowell", "Mauna Kea", "Palomar", "Siding Spring"]),
    ("Years", ["1984", "1987", "1990", "1993", "1996"], [1984, 1987, 1990, 1993, 1996]),
]
SOLUTION = [
    ["Celia", "Palomar", "1990"],
    ["Dorian", "La Silla", "1984"],
    ["Fumiko", "Mauna Kea", "1996"],
    ["Gustav", "Lowell", "1987"],
    ["Helena", "Siding Spring", "1993"],
]
CLUES = [
    ("The comet found at Palomar was discovered 6 years after Dorian's.",
     lambda s: s.n(Y, "Palomar") == s.n(Y, "Dorian") + 6),
    ("Fumiko's comet was discovered sometime after Helena's.",
     lambda s: s.n(Y, "Fumiko") > s.n(Y, "Helena")),
    ("Gustav's comet wasn't spotted from Siding Spring.",
     lambda s: not s.same("Gustav", "Siding Spring")),
    ("Of the comet discovered in 1987 and Celia's comet, one was spotted from Lowell and the other from Palomar.",
     lambda s: not s.same("1987", "Celia") and (
         (s.same("1987", "Lowell") and s.same("Celia", "Palomar")) or
         (s.same("1987", "Palomar") and s.same("Celia", "Lowell")))),
    ("The comet discovered in 1993 was found by either Helena or Gustav.",
     lambda s: s.same("1993", "Helena") != s.same("1993", "Gustav")),
    ("The comet spotted from La Silla was discovered 9 years before the one spotted from Siding Spring.",
     lambda s: s.n(Y, "La Silla") == s.n(Y, "Siding Spring") - 9),
]
NUM = None
DOT = False
INTRO = ["Five astronomers each discovered a comet from a different observatory."]
OUTRO = []
REMARKS = INTRO + OUTRO
