H = "Stilt heights"
O = "Places"
CATEGORIES = [
    ("Walkers", ["Fenna", "Gus", "Hattie", "Ivo"]),
    ("Costumes", ["giraffe", "heron", "lamppost", "wizard"]),
    ("Stilt heights", ["60 cm", "75 cm", "90 cm", "105 cm"], [60, 75, 90, 105]),
    ("Places", ["first", "second", "third", "fourth"]),
]
SOLUTION = [
    ["Fenna", "heron", "105 cm", "second"],
    ["Gus", "wizard", "60 cm", "fourth"],
    ["Hattie", "giraffe", "90 cm", "first"],
    ["Ivo", "lamppost", "75 cm", "third"],
]
CLUES = [
    ("The walker dressed as a heron had the tallest stilts.", lambda s: s.n(H, "heron") == 105),
    ("Gus walked last, on stilts 15 cm shorter than Ivo's.",
     lambda s: s.n(O, "Gus") == 4 and s.n(H, "Gus") == s.n(H, "Ivo") - 15),
    ("Hattie, who led the parade, wasn't the wizard.",
     lambda s: s.n(O, "Hattie") == 1 and not s.same("Hattie", "wizard")),
    ("The lamppost walked directly behind Fenna.", lambda s: s.n(O, "lamppost") == s.n(O, "Fenna") + 1),
    ("Fenna was on taller stilts than Gus.", lambda s: s.n(H, "Fenna") > s.n(H, "Gus")),
    ("The giraffe was either Hattie or Ivo.", lambda s: s.same("giraffe", "Hattie") or s.same("giraffe", "Ivo")),
    ("The giraffe's stilts were 30 cm taller than the wizard's.", lambda s: s.n(H, "giraffe") == s.n(H, "wizard") + 30),
]
QUESTIONS = [("How tall were Hattie's stilts?", lambda s: s.v(H, "Hattie"))]
NUM = None
DOT = False
INTRO = ["Fenna, Gus, Hattie and Ivo walked in single file at the head of the carnival parade, each in a different costume and each on a different height of stilts. \"Behind\" means later in the line."]
OUTRO = []
REMARKS = INTRO + OUTRO
