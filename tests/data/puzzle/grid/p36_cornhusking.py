B = "Bushels"
CATEGORIES = [
    ("Huskers", ["Arlo", "Emmett", "Leland", "Merle"]),
    ("Hometowns", ["Adel", "Boone", "Perry", "Winterset"]),
    ("Bushels", ["18 bushels", "21 bushels", "24 bushels", "27 bushels"], [18, 21, 24, 27]),
]
SOLUTION = [
    ["Arlo", "Perry", "24 bushels"],
    ["Emmett", "Adel", "27 bushels"],
    ["Leland", "Winterset", "18 bushels"],
    ["Merle", "Boone", "21 bushels"],
]
CLUES = [
    ("The husker from Adel brought in the most corn.", lambda s: s.n(B, "Adel") == 27),
    ("Merle husked 3 bushels more than Leland.", lambda s: s.n(B, "Merle") == s.n(B, "Leland") + 3),
    ("Arlo isn't from Boone, and he husked more than the man from Winterset.",
     lambda s: not s.same("Arlo", "Boone") and s.n(B, "Arlo") > s.n(B, "Winterset")),
    ("The Perry man husked 6 bushels more than the Winterset man.",
     lambda s: s.n(B, "Perry") == s.n(B, "Winterset") + 6),
    ("Emmett husked more corn than Arlo did.", lambda s: s.n(B, "Emmett") > s.n(B, "Arlo")),
]
QUESTIONS = [("Which town is Emmett from?", lambda s: s.v("Hometowns", "Emmett"))]
NUM = ")"
DOT = False
INTRO = ["Four farmers from four Iowa towns faced off in an old-fashioned cornhusking contest, husking by hand for eighty minutes. Each man's load was weighed and credited as a different number of bushels."]
OUTRO = []
REMARKS = INTRO + OUTRO
