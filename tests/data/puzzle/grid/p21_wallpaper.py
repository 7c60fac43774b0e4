H = "Hours"
CATEGORIES = [
    ("Decorators", ["Alf", "Bernie", "Cyril", "Dougie"]),
    ("Rooms", ["bathroom", "dining room", "landing", "nursery"]),
    ("Patterns", ["floral", "paisley", "stripes", "tartan"]),
    ("Hours", ["5 hours", "6 hours", "7 hours", "8 hours"], [5, 6, 7, 8]),
]
SOLUTION = [
    ["Alf", "landing", "stripes", "7 hours"],
    ["Bernie", "nursery", "floral", "5 hours"],
    ["Cyril", "bathroom", "tartan", "8 hours"],
    ["Dougie", "dining room", "paisley", "6 hours"],
]
CLUES = [
    ("The striped paper went up on the landing, a job which took an hour longer than Dougie's.",
     lambda s: s.same("stripes", "landing") and s.n(H, "landing") == s.n(H, "Dougie") + 1),
    ("Bernie, who papered the nursery, finished more quickly than any of the others.",
     lambda s: s.same("Bernie", "nursery") and s.n(H, "Bernie") == 5),
    ("Cyril didn't hang the paisley, and the tartan wasn't used in the dining room.",
     lambda s: not s.same("Cyril", "paisley") and not s.same("tartan", "dining room")),
    ("The bathroom took the longest to paper.", lambda s: s.n(H, "bathroom") == 8),
    ("The tartan paper took three hours longer to hang than the floral.",
     lambda s: s.n(H, "tartan") == s.n(H, "floral") + 3),
    ("Alf's job took less time than Cyril's.", lambda s: s.n(H, "Alf") < s.n(H, "Cyril")),
]
QUESTIONS = [("Which room did Alf paper?", lambda s: s.v("Rooms", "Alf"))]
NUM = "."
DOT = False
INTRO = ["Papering Over the Cracks",
         "Four decorators from Hammond & Sons were each sent out last week to paper a different room. "
         "Each hung a paper with a different pattern, and no two jobs took the same number of hours."]
OUTRO = []
REMARKS = INTRO + OUTRO
