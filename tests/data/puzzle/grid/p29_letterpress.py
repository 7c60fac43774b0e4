N = "Copies"
P = "Prices"
CATEGORIES = [
    ("Printers", ["Hazel", "Ike", "June", "Kip"]),
    ("Posters", ["circus", "concert", "farmers market", "poetry night"]),
    ("Copies", ["50 copies", "75 copies", "100 copies", "125 copies"], [50, 75, 100, 125]),
    ("Prices", ["$15", "$20", "$25", "$30"], [15, 20, 25, 30]),
]
SOLUTION = [
    ["Hazel", "poetry night", "100 copies", "$20"],
    ["Ike", "circus", "50 copies", "$30"],
    ["June", "concert", "125 copies", "$15"],
    ["Kip", "farmers market", "75 copies", "$25"],
]
CLUES = [
    ("The smallest run sells for the highest price.", lambda s: s.n(P, "50 copies") == 30),
    ("The concert poster was printed in 25 more copies than Hazel's.",
     lambda s: s.n(N, "concert") == s.n(N, "Hazel") + 25),
    ("Kip's poster sells for $5 more than the poetry night poster.",
     lambda s: s.n(P, "Kip") == s.n(P, "poetry night") + 5),
    ("June's poster is either the concert poster or the one that sells for $30.",
     lambda s: s.same("June", "concert") != s.same("June", "$30")),
    ("Ike's run was 75 copies smaller than June's.", lambda s: s.n(N, "Ike") == s.n(N, "June") - 75),
    ("The farmers market poster sells for $10 more than the concert poster.",
     lambda s: s.n(P, "farmers market") == s.n(P, "concert") + 10),
    ("June's poster sells for somewhat less than Hazel's.", lambda s: s.n(P, "June") < s.n(P, "Hazel")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
