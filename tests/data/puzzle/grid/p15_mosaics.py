T = "Tiles"
CATEGORIES = [
    ("Artists", ["Gianna", "Horatio", "Ingrid", "Jules"]),
    ("Subjects", ["compass rose", "octopus", "peacock", "sunflower"]),
    ("Tiles", ["900 tiles", "1500 tiles", "2100 tiles", "2700 tiles"], [900, 1500, 2100, 2700]),
]
SOLUTION = [
    ["Gianna", "octopus", "2100 tiles"],
    ["Horatio", "compass rose", "900 tiles"],
    ["Ingrid", "peacock", "2700 tiles"],
    ["Jules", "sunflower", "1500 tiles"],
]
CLUES = [
    ("The peacock used 600 more tiles than the octopus.", lambda s: s.n(T, "peacock") == s.n(T, "octopus") + 600),
    ("Horatio used the fewest tiles.", lambda s: s.n(T, "Horatio") == 900),
    ("Jules's mosaic isn't the octopus.", lambda s: not s.same("Jules", "octopus")),
    ("Of Gianna and the sunflower artist, one used 2100 tiles and the other used 1500 tiles.",
     lambda s: not s.same("Gianna", "sunflower") and {s.v(T, "Gianna"), s.v(T, "sunflower")} == {"2100 tiles", "1500 tiles"}),
    ("Ingrid didn't make the compass rose.", lambda s: not s.same("Ingrid", "compass rose")),
    ("The sunflower used more tiles than the compass rose.", lambda s: s.n(T, "sunflower") > s.n(T, "compass rose")),
    ("Jules used fewer tiles than Ingrid.", lambda s: s.n(T, "Jules") < s.n(T, "Ingrid")),
]
NUM = ""
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
