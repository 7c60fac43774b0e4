R = "Runs"
CATEGORIES = [
    ("Players", ["Gianna", "Hugo", "Ines", "Jasper", "Kit"]),
    ("Positions", ["catcher", "first base", "left field", "pitcher", "shortstop"]),
    ("Runs", ["0 runs", "1 run", "2 runs", "3 runs", "4 runs"], [0, 1, 2, 3, 4]),
]
SOLUTION = [
    ["Gianna", "shortstop", "3 runs"],
    ["Hugo", "pitcher", "0 runs"],
    ["Ines", "left field", "4 runs"],
    ["Jasper", "catcher", "1 run"],
    ["Kit", "first base", "2 runs"],
]
CLUES = [
    ("The pitcher scored 1 run fewer than Jasper.", lambda s: s.n(R, "pitcher") == s.n(R, "Jasper") - 1),
    ("Ines scored the most runs.", lambda s: s.n(R, "Ines") == 4),
    ("Kit scored 2 runs more than Hugo.", lambda s: s.n(R, "Kit") == s.n(R, "Hugo") + 2),
    ("The shortstop scored more runs than the player at first base.", lambda s: s.n(R, "shortstop") > s.n(R, "first base")),
    ("Neither Gianna nor Kit played catcher.", lambda s: not s.same("Gianna", "catcher") and not s.same("Kit", "catcher")),
    ("Of Jasper and Ines, one played catcher and the other played left field.",
     lambda s: (s.same("Jasper", "catcher") and s.same("Ines", "left field")) or (s.same("Jasper", "left field") and s.same("Ines", "catcher"))),
    ("Hugo didn't score a run.", lambda s: s.n(R, "Hugo") == 0),
    ("Gianna didn't play first base.", lambda s: not s.same("Gianna", "first base")),
    ("The catcher scored fewer runs than the shortstop.", lambda s: s.n(R, "catcher") < s.n(R, "shortstop")),
]
NUM = None
DOT = False
INTRO = ["Five friends played in the Thursday night kickball league."]
OUTRO = []
REMARKS = INTRO + OUTRO
