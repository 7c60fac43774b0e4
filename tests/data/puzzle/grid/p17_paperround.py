N = "Papers"
CATEGORIES = [
    ("Children", ["Ellie", "Finn", "Gus", "Hana"]),
    ("Streets", ["Elm Road", "Mill Lane", "Park Drive", "Station Road"]),
    ("Papers", ["28", "35", "41", "54"], [28, 35, 41, 54]),
]
SOLUTION = [
    ["Ellie", "Park Drive", "41"],
    ["Finn", "Elm Road", "28"],
    ["Gus", "Station Road", "54"],
    ["Hana", "Mill Lane", "35"],
]
CLUES = [
    ("Gus, whose round is on Station Road, delivers more papers than anyone else.", lambda s: s.same("Gus", "Station Road") and s.n(N, "Gus") == 54),
    ("The round on Mill Lane has 7 more papers than Finn's.", lambda s: s.n(N, "Mill Lane") == s.n(N, "Finn") + 7),
    ("Ellie's round is on neither Elm Road nor Station Road.", lambda s: not s.same("Ellie", "Elm Road") and not s.same("Ellie", "Station Road")),
    ("Hana delivers fewer papers than Ellie.", lambda s: s.n(N, "Hana") < s.n(N, "Ellie")),
]
NUM = None
DOT = False
INTRO = ["Four teenagers do a morning paper round from Patel's newsagent, each on a different street and each with a different number of papers to deliver."]
OUTRO = []
REMARKS = INTRO + OUTRO
