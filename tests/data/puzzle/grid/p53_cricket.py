O = "Batting order"
R = "Runs"
CATEGORIES = [
    ("Batsmen", ["Ollie", "Pete", "Rob", "Sam"]),
    ("Batting order", ["number 3", "number 4", "number 5", "number 6"], [3, 4, 5, 6]),
    ("Runs", ["8", "19", "34", "52"], [8, 19, 34, 52]),
]
INTRO = [
    "Lower Bidford's openers were both out cheaply against Kings Norton on Saturday, but "
    "the middle order, batting at numbers 3 to 6, rescued the innings.",
]
CLUES = [
    ("The top scorer batted two places lower in the order than Pete.",
     lambda s: s.n(O, "52") == s.n(O, "Pete") + 2),
    ("Sam, who went in immediately after Pete, made fifteen more runs than him.",
     lambda s: s.n(O, "Sam") == s.n(O, "Pete") + 1 and s.n(R, "Sam") == s.n(R, "Pete") + 15),
    ("Rob batted lower down the order than Ollie, but scored fewer runs.",
     lambda s: s.n(O, "Rob") > s.n(O, "Ollie") and s.n(R, "Rob") < s.n(R, "Ollie")),
]
OUTRO = ["Where did each man bat, and how many runs did he make?"]
REMARKS = INTRO + OUTRO
