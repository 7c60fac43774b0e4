K, C, H = "Children", "Kites", "Heights"
CATEGORIES = [
    (K, ["Abby", "Ben", "Cody", "Dora"]),
    (C, ["orange", "purple", "white", "yellow"]),
    (H, ["150 feet", "200 feet", "250 feet", "300 feet"], [150, 200, 250, 300]),
]
SOLUTION = [
    ["Abby", "purple", "250 feet"],
    ["Ben", "yellow", "150 feet"],
    ["Cody", "orange", "300 feet"],
    ["Dora", "white", "200 feet"],
]
CLUES = [
    ("The orange kite flew 100 feet higher than Dora's.", lambda s: s.n(H, "orange") == s.n(H, "Dora") + 100),
    ("Ben's kite didn't get as high as the purple one.", lambda s: s.n(H, "Ben") < s.n(H, "purple")),
    ("The white kite went higher than Ben's but not as high as Abby's.",
     lambda s: s.n(H, "Ben") < s.n(H, "white") < s.n(H, "Abby")),
    ("Cody's kite flew higher than Abby's.", lambda s: s.n(H, "Cody") > s.n(H, "Abby")),
]
QUESTIONS = [("What color was Cody's kite?", lambda s: s.v(C, "Cody"))]
NUM = "."
DOT = False
INTRO = ["On Kite Day at Lakeview Park, four children flew kites of four different colors.",
         "The park ranger measured how high each kite climbed on its string."]
OUTRO = []
REMARKS = INTRO + OUTRO
