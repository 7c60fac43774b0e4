# Newspaper weekly: sheets are labels, points compared.
PT = "Points"
def pt(s, x):
    return s.n(PT, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Skips", ["Agnew", "Brodie", "Fraser", "Munro"]),
    ("Sheets", ["Sheet A", "Sheet B", "Sheet C", "Sheet D"]),
    ("Points", ["3 points", "5 points", "6 points", "8 points"], [3, 5, 6, 8]),
]
SOLUTION = [
    ("Agnew", "Sheet C", "6 points"),
    ("Brodie", "Sheet A", "3 points"),
    ("Fraser", "Sheet D", "8 points"),
    ("Munro", "Sheet B", "5 points"),
]
INTRO = ["Four rinks took to the ice at the Kelso club on Saturday night, each on its own sheet and each led by a different skip."]
CLUES = [
    ("Fraser's rink scored the most points.", lambda s: pt(s, "Fraser") == 8),
    ("The team on Sheet A scored 3 points fewer than Agnew's.", lambda s: pt(s, "Sheet A") + 3 == pt(s, "Agnew")),
    ("Munro played on Sheet B.", lambda s: s.same("Munro", "Sheet B")),
    ("Brodie's rink did not play on Sheet C.", lambda s: not s.same("Brodie", "Sheet C")),
    ("The Sheet D team outscored Agnew's.", lambda s: pt(s, "Sheet D") > pt(s, "Agnew")),
    ("Neither Brodie nor Munro scored 6 points.", lambda s: not s.same("Brodie", "6 points") and not s.same("Munro", "6 points")),
]
REMARKS = INTRO
