Y = "Built"
P = "Tickets"
CATEGORIES = [
    ("Castles", ["Ardmore Castle", "Braemoss Castle", "Caerlow Castle", "Dunhallow Castle", "Glenroth Castle"]),
    ("Built", ["1215", "1290", "1342", "1408", "1476"], [1215, 1290, 1342, 1408, 1476]),
    ("Tickets", ["$9", "$11", "$13", "$15", "$17"], [9, 11, 13, 15, 17]),
    ("Highlights", ["drawbridge", "dungeon", "great hall", "moat", "tapestry room"]),
]
SOLUTION = [
    ["Ardmore Castle", "1342", "$13", "moat"],
    ["Braemoss Castle", "1476", "$9", "tapestry room"],
    ["Caerlow Castle", "1215", "$17", "dungeon"],
    ["Dunhallow Castle", "1290", "$11", "drawbridge"],
    ["Glenroth Castle", "1408", "$15", "great hall"],
]
CLUES = [
    ("The castle with the moat charges $4 more than Braemoss Castle.",
     lambda s: s.n(P, "moat") == s.n(P, "Braemoss Castle") + 4),
    ("The oldest castle has the most expensive tickets.", lambda s: s.same("1215", "$17")),
    ("Dunhallow Castle was built 52 years before Ardmore Castle.",
     lambda s: s.n(Y, "Dunhallow Castle") == s.n(Y, "Ardmore Castle") - 52),
    ("The castle built in 1408 has neither the dungeon nor the drawbridge.",
     lambda s: not s.same("1408", "dungeon") and not s.same("1408", "drawbridge")),
    ("Of the castle with the tapestry room and Caerlow Castle, one is the newest and the other has the dungeon.",
     lambda s: not s.same("tapestry room", "Caerlow Castle") and (
         (s.n(Y, "tapestry room") == 1476 and s.same("Caerlow Castle", "dungeon")) or
         (s.n(Y, "Caerlow Castle") == 1476 and s.same("tapestry room", "dungeon")))),
    ("Tickets to Glenroth Castle cost $2 more than tickets to Ardmore Castle.",
     lambda s: s.n(P, "Glenroth Castle") == s.n(P, "Ardmore Castle") + 2),
    ("The drawbridge belongs to a castle that charges less than Ardmore but more than Braemoss.",
     lambda s: s.n(P, "Braemoss Castle") < s.n(P, "drawbridge") < s.n(P, "Ardmore Castle")),
    ("Glenroth Castle is older than Braemoss Castle.", lambda s: s.n(Y, "Glenroth Castle") < s.n(Y, "Braemoss Castle")),
]
NUM = "."
DOT = False
INTRO = ["A heritage pass covers five castles, each known for one highlight."]
OUTRO = []
REMARKS = INTRO + OUTRO
