Y = "Years"
CATEGORIES = [
    ("Masons", ["Ewan", "Fiona", "Greer", "Hector", "Isla"]),
    ("Stones", ["granite", "limestone", "marble", "sandstone", "slate"]),
    ("Commissions", ["bench", "fountain", "gatepost", "headstone", "sundial"]),
    ("Years", ["1998", "2001", "2004", "2007", "2010"], [1998, 2001, 2004, 2007, 2010]),
]
SOLUTION = [
    ["Ewan", "slate", "sundial", "2004"],
    ["Fiona", "marble", "fountain", "1998"],
    ["Greer", "granite", "headstone", "2010"],
    ["Hector", "sandstone", "bench", "2001"],
    ["Isla", "limestone", "gatepost", "2007"],
]
CLUES = [
    ("The fountain's carver began an apprenticeship six years before Ewan did.",
     lambda s: s.n(Y, "fountain") == s.n(Y, "Ewan") - 6),
    ("Greer, who joined the trade most recently, doesn't work in sandstone.",
     lambda s: s.n(Y, "Greer") == 2010 and not s.same("Greer", "sandstone")),
    ("The granite was carved into a headstone.",
     lambda s: s.same("granite", "headstone")),
    ("Of Hector and the marble carver, one started in 1998 and the other made the bench.",
     lambda s: (s.same("Hector", "1998") and s.same("marble", "bench")) or (s.same("marble", "1998") and s.same("Hector", "bench"))),
    ("Isla started six years after the sandstone carver, but she worked neither in slate nor on the sundial.",
     lambda s: s.n(Y, "Isla") == s.n(Y, "sandstone") + 6 and not s.same("Isla", "slate") and not s.same("Isla", "sundial")),
    ("Neither the slate nor the limestone became the bench or the fountain.",
     lambda s: all(not s.same(a, b) for a in ("slate", "limestone") for b in ("bench", "fountain"))),
    ("Ewan's stone is either slate or limestone.",
     lambda s: s.same("Ewan", "slate") or s.same("Ewan", "limestone")),
    ("The sundial's maker started three years before the person who carved the gatepost.",
     lambda s: s.n(Y, "sundial") == s.n(Y, "gatepost") - 3),
]
QUESTIONS = [("Who carved the sundial?", lambda s: s.v("Masons", "sundial"))]
NUM = "."
DOT = False
INTRO = ["Five stonemasons each carved one commission from a different stone. Each of them began an apprenticeship in a different year."]
OUTRO = []
REMARKS = INTRO + OUTRO
