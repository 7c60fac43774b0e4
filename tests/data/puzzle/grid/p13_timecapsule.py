# Newspaper weekly: years buried; "17 years after"; a which question.
Y = "Years"
def y(s, x):
    return s.n(Y, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Schools", ["Ashgrove Primary", "Beacon Hill School", "St Columba's", "Weir Lane Juniors"]),
    ("Years", ["1975", "1982", "1990", "1999"], [1975, 1982, 1990, 1999]),
    ("Contents", ["cassette tape", "cookbook", "football shirt", "newspaper"]),
]
SOLUTION = [
    ("Ashgrove Primary", "1990", "football shirt"),
    ("Beacon Hill School", "1975", "newspaper"),
    ("St Columba's", "1999", "cassette tape"),
    ("Weir Lane Juniors", "1982", "cookbook"),
]
INTRO = ["This summer four local schools dug up the time capsules their pupils buried long ago. Each capsule went into the ground in a different year, and the star find in each was different."]
CLUES = [
    ("The oldest capsule held a newspaper.", lambda s: y(s, "newspaper") == 1975),
    ("St Columba's capsule was buried 17 years after Weir Lane Juniors'.", lambda s: y(s, "St Columba's") == y(s, "Weir Lane Juniors") + 17),
    ("The capsule with the football shirt was buried 8 years after the one with the cookbook.",
     lambda s: y(s, "football shirt") == y(s, "cookbook") + 8),
    ("Beacon Hill School's capsule is older than Ashgrove Primary's.", lambda s: y(s, "Beacon Hill School") < y(s, "Ashgrove Primary")),
    ("The cassette tape was not in Ashgrove Primary's capsule.", lambda s: not s.same("cassette tape", "Ashgrove Primary")),
]
QUESTIONS = [("Which school buried the cookbook?", lambda s: s.v("Schools", "cookbook"))]
REMARKS = INTRO
