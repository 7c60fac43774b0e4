R = "Places"
A = "Ages"
CATEGORIES = [
    ("Mascots", ["Big Moose", "Captain Crab", "Hot Dog", "Rally Raccoon", "Sir Pretzel"]),
    ("Runners", ["Colby", "Darnell", "Frankie", "Gwen", "Hank"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
    ("Ages", ["19", "22", "25", "28", "31"], [19, 22, 25, 28, 31]),
]
SOLUTION = [
    ["Big Moose", "Gwen", "4th", "25"],
    ["Captain Crab", "Hank", "1st", "31"],
    ["Hot Dog", "Colby", "3rd", "19"],
    ["Rally Raccoon", "Frankie", "5th", "22"],
    ["Sir Pretzel", "Darnell", "2nd", "28"],
]
CLUES = [
    ("The 22-year-old finished 2 places behind Hot Dog.",
     lambda s: s.n(R, "22") == s.n(R, "Hot Dog") + 2),
    ("Hank, who is the oldest of the five, won the race.",
     lambda s: s.n(A, "Hank") == 31 and s.n(R, "Hank") == 1),
    ("Gwen didn't finish 2 places ahead of Frankie.",
     lambda s: s.n(R, "Gwen") != s.n(R, "Frankie") - 2),
    ("Sir Pretzel was played by either Darnell or the 25-year-old.",
     lambda s: s.same("Sir Pretzel", "Darnell") != s.same("Sir Pretzel", "25")),
    ("Of Big Moose and the 19-year-old, one finished 4th and the other is Colby.",
     lambda s: not s.same("Big Moose", "19") and (
         (s.same("Big Moose", "4th") and s.same("19", "Colby"))
         or (s.same("19", "4th") and s.same("Big Moose", "Colby")))),
    ("The 28-year-old finished ahead of Hot Dog.",
     lambda s: s.n(R, "28") < s.n(R, "Hot Dog")),
    ("Frankie is 3 years younger than Gwen.",
     lambda s: s.n(A, "Frankie") == s.n(A, "Gwen") - 3),
    ("Colby didn't play Captain Crab.",
     lambda s: not s.same("Captain Crab", "Colby")),
    ("Darnell finished 2 places ahead of Gwen.",
     lambda s: s.n(R, "Darnell") == s.n(R, "Gwen") - 2),
    ("Captain Crab finished ahead of Big Moose.",
     lambda s: s.n(R, "Captain Crab") < s.n(R, "Big Moose")),
]
QUESTIONS = [("Who played Rally Raccoon?", lambda s: s.v("Runners", "Rally Raccoon"))]
NUM = None
DOT = True
INTRO = ["Five ballpark employees ran the mascot race between innings, each in a different costume."]
OUTRO = []
REMARKS = INTRO + OUTRO
