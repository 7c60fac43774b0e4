Y = "Years"
CATEGORIES = [
    ("Smiths", ["Alaric Penhale", "Bronwen Tregear", "Caspar Hale", "Delyth Morgan"]),
    ("Specialities", ["gates", "horseshoes", "knives", "weathervanes"]),
    ("Years", ["1987", "1994", "2003", "2011"], [1987, 1994, 2003, 2011]),
]
SOLUTION = [
    ["Alaric Penhale", "knives", "2003"],
    ["Bronwen Tregear", "gates", "1987"],
    ["Caspar Hale", "weathervanes", "2011"],
    ["Delyth Morgan", "horseshoes", "1994"],
]
CLUES = [
    ("The gate maker opened 16 years before the forge that makes knives.", lambda s: s.n(Y, "gates") == s.n(Y, "knives") - 16),
    ("Caspar Hale's forge is the newest.", lambda s: s.n(Y, "Caspar Hale") == 2011),
    ("Delyth Morgan set up shop 7 years after Bronwen Tregear.", lambda s: s.n(Y, "Delyth Morgan") == s.n(Y, "Bronwen Tregear") + 7),
    ("Alaric Penhale doesn't make horseshoes.", lambda s: not s.same("Alaric Penhale", "horseshoes")),
    ("The weathervanes aren't made at the forge that opened in 1994.", lambda s: not s.same("weathervanes", "1994")),
]
QUESTIONS = [("When did Alaric Penhale open his forge?", lambda s: s.v(Y, "Alaric Penhale"))]
NUM = "."
DOT = False
INTRO = ["Four blacksmiths have forges in the county, each opened in a different year, and each is known for a different kind of work."]
OUTRO = []
REMARKS = INTRO + OUTRO
