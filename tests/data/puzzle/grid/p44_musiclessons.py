AGE = "Ages"
CATEGORIES = [
    ("Students", ["Aubrey", "Cormac", "Dahlia", "Emeka"]),
    ("Instruments", ["banjo", "flute", "trombone", "violin"]),
    ("Teachers", ["Ms. Lowe", "Mr. Park", "Ms. Quill", "Mr. Tan"]),
    ("Ages", ["8", "10", "12", "14"], [8, 10, 12, 14]),
]
SOLUTION = [
    ["Aubrey", "violin", "Mr. Tan", "10"],
    ["Cormac", "trombone", "Ms. Lowe", "14"],
    ["Dahlia", "banjo", "Mr. Park", "8"],
    ["Emeka", "flute", "Ms. Quill", "12"],
]
CLUES = [
    ("The trombone student is 4 years older than Aubrey.", lambda s: s.n(AGE, "trombone") == s.n(AGE, "Aubrey") + 4),
    ("Dahlia is the youngest.", lambda s: s.n(AGE, "Dahlia") == 8),
    ("Mr. Park's student is 2 years younger than the violin student.", lambda s: s.n(AGE, "Mr. Park") == s.n(AGE, "violin") - 2),
    ("Emeka doesn't study with Mr. Tan or Mr. Park.", lambda s: not s.same("Emeka", "Mr. Tan") and not s.same("Emeka", "Mr. Park")),
    ("Ms. Lowe teaches either the trombone or the flute.", lambda s: s.same("Ms. Lowe", "trombone") or s.same("Ms. Lowe", "flute")),
    ("The flute student is older than Aubrey but younger than Cormac.", lambda s: s.n(AGE, "Aubrey") < s.n(AGE, "flute") < s.n(AGE, "Cormac")),
    ("Ms. Lowe's student is 2 years older than Emeka.", lambda s: s.n(AGE, "Ms. Lowe") == s.n(AGE, "Emeka") + 2),
]
NUM = ")"
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
