H = "Hits"
CATEGORIES = [
    ("Players", ["Caleb", "Dylan", "Logan", "Mason", "Tyler"]),
    ("Positions", ["catcher", "center field", "first base", "pitcher", "shortstop"]),
    ("Hits", ["8", "11", "14", "17", "20"], [8, 11, 14, 17, 20]),
]
SOLUTION = [
    ["Caleb", "shortstop", "17"],
    ["Dylan", "pitcher", "8"],
    ["Logan", "center field", "20"],
    ["Mason", "catcher", "11"],
    ["Tyler", "first base", "14"],
]
CLUES = [
    ("Logan led the team in hits.", lambda s: s.n(H, "Logan") == 20),
    ("The pitcher had the fewest hits.", lambda s: s.n(H, "pitcher") == 8),
    ("Mason had three more hits than Dylan.", lambda s: s.n(H, "Mason") == s.n(H, "Dylan") + 3),
    ("The shortstop had six more hits than the catcher.", lambda s: s.n(H, "shortstop") == s.n(H, "catcher") + 6),
    ("Tyler isn't the catcher, and Caleb doesn't play first base.",
     lambda s: not s.same("Tyler", "catcher") and not s.same("Caleb", "first base")),
    ("Caleb had more hits than Tyler, who isn't the pitcher.",
     lambda s: s.n(H, "Caleb") > s.n(H, "Tyler") and not s.same("Tyler", "pitcher")),
    ("The center fielder had more hits than the shortstop.", lambda s: s.n(H, "center field") > s.n(H, "shortstop")),
]
QUESTIONS = [("What position does Tyler play?", lambda s: s.v("Positions", "Tyler"))]
NUM = None
DOT = False
INTRO = ["Five boys on the Cardinals Little League team each play a different position, and each had a different number of hits this season."]
OUTRO = []
REMARKS = INTRO + OUTRO
