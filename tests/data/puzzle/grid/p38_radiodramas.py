Y = "Years"
CATEGORIES = [
    ("Dramas", ["Ashfall", "Copper Bay", "Gray Orchard", "Moth Hour", "Silent Pier"]),
    ("Writers", ["Abara", "Brennan", "Castillo", "Dunmore", "Ferris"]),
    ("Stations", ["KBLU", "KRVR", "WDMX", "WHTZ", "WLOX"]),
    ("Years", ["1948", "1950", "1952", "1954", "1956"], [1948, 1950, 1952, 1954, 1956]),
]
SOLUTION = [
    ["Ashfall", "Ferris", "WDMX", "1952"],
    ["Copper Bay", "Abara", "KRVR", "1948"],
    ["Gray Orchard", "Dunmore", "WLOX", "1956"],
    ["Moth Hour", "Brennan", "KBLU", "1950"],
    ["Silent Pier", "Castillo", "WHTZ", "1954"],
]
CLUES = [
    ("The drama that aired on WLOX premiered 4 years after the one written by Ferris.", lambda s: s.n(Y, "WLOX") == s.n(Y, "Ferris") + 4),
    ("Copper Bay was the earliest of the five.", lambda s: s.n(Y, "Copper Bay") == 1948),
    ("The drama written by Castillo premiered 2 years before Gray Orchard.", lambda s: s.n(Y, "Castillo") == s.n(Y, "Gray Orchard") - 2),
    ("The 1950 drama is either Moth Hour or the drama heard on WHTZ.", lambda s: s.same("1950", "Moth Hour") != s.same("1950", "WHTZ")),
    ("Of Ashfall and the drama written by Abara, one aired on WDMX and the other premiered in 1948.",
     lambda s: not s.same("Ashfall", "Abara") and (
         (s.same("Ashfall", "WDMX") and s.same("Abara", "1948")) or (s.same("Abara", "WDMX") and s.same("Ashfall", "1948")))),
    ("Neither Silent Pier nor Dunmore's drama was broadcast on KBLU.",
     lambda s: not s.same("Silent Pier", "KBLU") and not s.same("Dunmore", "KBLU")),
    ("The drama broadcast on KRVR wasn't written by Brennan.", lambda s: not s.same("KRVR", "Brennan")),
    ("Ferris's drama premiered sometime after Brennan's.", lambda s: s.n(Y, "Ferris") > s.n(Y, "Brennan")),
    ("The five dramas are Gray Orchard, the one written by Brennan, the 1954 drama, the one on WDMX and Copper Bay.",
     lambda s: len({s.e("Gray Orchard"), s.e("Brennan"), s.e("1954"), s.e("WDMX"), s.e("Copper Bay")}) == 5),
    ("The drama on KBLU premiered 2 years after the drama on KRVR.", lambda s: s.n(Y, "KBLU") == s.n(Y, "KRVR") + 2),
]
NUM = "."
DOT = True
INTRO = ["Five radio dramas premiered on local stations between 1948 and 1956."]
OUTRO = []
REMARKS = INTRO + OUTRO
