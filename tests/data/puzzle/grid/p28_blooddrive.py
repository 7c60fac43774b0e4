T = "Times"
CATEGORIES = [
    ("Donors", ["Everett", "Hazel", "Maxine", "Rufus"]),
    ("Blood types", ["A+", "AB+", "B-", "O+"]),
    ("Times", ["10:15am", "10:45am", "11:15am", "11:45am"], [615, 645, 675, 705]),
]
SOLUTION = [
    ["Everett", "O+", "11:15am"],
    ["Hazel", "AB+", "10:15am"],
    ["Maxine", "A+", "11:45am"],
    ["Rufus", "B-", "10:45am"],
]
CLUES = [
    ("The O+ donor gave blood 1 hour after Hazel.",
     lambda s: s.n(T, "O+") == s.n(T, "Hazel") + 60),
    ("Maxine, who isn't B-, was the last to donate.",
     lambda s: not s.same("Maxine", "B-") and s.n(T, "Maxine") == 705),
    ("The 10:45am donor is either Rufus or the one with type A+.",
     lambda s: s.same("10:45am", "Rufus") != s.same("10:45am", "A+")),
    ("The AB+ donor gave blood 30 minutes before Rufus.",
     lambda s: s.n(T, "AB+") == s.n(T, "Rufus") - 30),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
