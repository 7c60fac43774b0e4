K = "Skips"
CATEGORIES = [
    ("Children", ["Uma", "Victor", "Wendy", "Yusuf"]),
    ("Ropes", ["green", "pink", "white", "yellow"]),
    ("Skips", ["35", "40", "45", "50"], [35, 40, 45, 50]),
]
SOLUTION = [
    ["Uma", "green", "45"],
    ["Victor", "white", "35"],
    ["Wendy", "pink", "50"],
    ["Yusuf", "yellow", "40"],
]
CLUES = [
    ("Wendy skipped 15 more times than Victor.", lambda s: s.n(K, "Wendy") == s.n(K, "Victor") + 15),
    ("The child with the yellow rope managed 40 skips.", lambda s: s.same("yellow", "40")),
    ("Uma skipped more times than Yusuf but fewer than Wendy.",
     lambda s: s.n(K, "Yusuf") < s.n(K, "Uma") < s.n(K, "Wendy")),
    ("Neither the boy with the white rope nor Uma managed 50 skips.",
     lambda s: s.n(K, "white") != 50 and s.n(K, "Uma") != 50 and not s.same("white", "Uma")),
    ("Whoever had the pink rope got the most skips.", lambda s: s.n(K, "pink") == 50),
]
QUESTIONS = [("How many times did Uma skip?", lambda s: s.v(K, "Uma"))]
NUM = ")"
DOT = False
INTRO = ["At playtime four children had a skipping contest, each with a different coloured rope. Each child skipped a different number of times without stopping."]
OUTRO = []
REMARKS = INTRO + OUTRO
