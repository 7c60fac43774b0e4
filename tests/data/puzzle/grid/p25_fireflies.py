C = "Fireflies"
CATEGORIES = [
    ("Children", ["Owen", "Pia", "Quinn", "Rosie"]),
    ("Fireflies", ["8", "11", "14", "17"], [8, 11, 14, 17]),
    ("Jars", ["honey jar", "jam jar", "mason jar", "pickle jar"]),
]
SOLUTION = [
    ["Owen", "14", "pickle jar"],
    ["Pia", "8", "honey jar"],
    ["Quinn", "17", "jam jar"],
    ["Rosie", "11", "mason jar"],
]
CLUES = [
    ("Quinn caught 3 more fireflies than Owen.", lambda s: s.n(C, "Quinn") == s.n(C, "Owen") + 3),
    ("The child with the honey jar caught the fewest.", lambda s: s.n(C, "honey jar") == 8),
    ("Rosie didn't use the pickle jar.", lambda s: not s.same("Rosie", "pickle jar")),
    ("The jam jar held more fireflies than the mason jar.", lambda s: s.n(C, "jam jar") > s.n(C, "mason jar")),
    ('Rosie caught 3 more fireflies than Pia.', lambda s: s.n(C, "Rosie") == s.n(C, "Pia") + 3),
    ("Quinn's jar wasn't the mason jar.", lambda s: not s.same("Quinn", "mason jar")),
    ("Owen's fireflies went in the pickle jar.", lambda s: s.same("Owen", "pickle jar")),
]
NUM = None
DOT = False
INTRO = ["Four children caught fireflies in the backyard, each with a different jar."]
OUTRO = []
REMARKS = INTRO + OUTRO
