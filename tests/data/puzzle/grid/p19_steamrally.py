Y = "Year built"
CATEGORIES = [
    ("Owners", ["Albert", "Bert", "Cecil", "Doris", "Enid"]),
    ("Engines", ["Betsy", "Duke", "Hercules", "Lady Ann", "Samson"]),
    ("Year built", ["1902", "1908", "1914", "1920", "1926"], [1902, 1908, 1914, 1920, 1926]),
    ("Types", ["ploughing engine", "road roller", "showman's engine", "steam wagon", "traction engine"]),
]
SOLUTION = [
    ["Albert", "Samson", "1914", "road roller"],
    ["Bert", "Lady Ann", "1926", "steam wagon"],
    ["Cecil", "Duke", "1902", "ploughing engine"],
    ["Doris", "Hercules", "1908", "showman's engine"],
    ["Enid", "Betsy", "1920", "traction engine"],
]
CLUES = [
    ("The oldest engine is the ploughing engine.", lambda s: s.n(Y, "ploughing engine") == 1902),
    ("Betsy was built six years after Samson.", lambda s: s.n(Y, "Betsy") == s.n(Y, "Samson") + 6),
    ("Doris's engine is 12 years older than Enid's.", lambda s: s.n(Y, "Doris") == s.n(Y, "Enid") - 12),
    ("The steam wagon is the newest of the five.", lambda s: s.n(Y, "steam wagon") == 1926),
    ("Cecil owns Duke.", lambda s: s.same("Cecil", "Duke")),
    ("Hercules is either the showman's engine or the road roller.",
     lambda s: s.same("Hercules", "showman's engine") or s.same("Hercules", "road roller")),
    ("Albert's engine is neither the traction engine nor the steam wagon.",
     lambda s: not s.same("Albert", "traction engine") and not s.same("Albert", "steam wagon")),
    ("Lady Ann was built after Hercules.", lambda s: s.n(Y, "Lady Ann") > s.n(Y, "Hercules")),
    ("Bert's engine was built in 1926.", lambda s: s.same("Bert", "1926")),
    ("Samson is Albert's.", lambda s: s.same("Samson", "Albert")),
    ("Hercules is older than Samson.", lambda s: s.n(Y, "Hercules") < s.n(Y, "Samson")),
    ("Doris's engine isn't the road roller.", lambda s: not s.same("Doris", "road roller")),
]
QUESTIONS = [("Which engine does Doris own, and when was it built?", lambda s: (s.v("Engines", "Doris"), s.v("Year built", "Doris")))]
NUM = ")"
DOT = False
INTRO = ["Five engines were shown in the heritage ring at the steam rally, each brought by its owner."]
OUTRO = []
REMARKS = INTRO + OUTRO
