W = "Weights"
def w(s, x):
    return s.n(W, x)
NUM = "1."
CATEGORIES = [
    ("Households", ["the Baptistes", "the Chens", "the Engstroms", "the Lachances", "the Mwangis"]),
    ("Materials", ["cans", "cardboard", "glass", "paper", "plastic"]),
    ("Weights", ["4.5 kg", "6 kg", "7.5 kg", "9 kg", "10.5 kg"], [45, 60, 75, 90, 105]),
]
SOLUTION = [("the Baptistes", "glass", "10.5 kg"), ("the Chens", "paper", "7.5 kg"), ("the Engstroms", "cans", "4.5 kg"), ("the Lachances", "plastic", "6 kg"), ("the Mwangis", "cardboard", "9 kg")]
INTRO = ["For the street's recycling drive, each of five households collected a different material."]
REMARKS = INTRO
CLUES = [
    ("The glass collection was the heaviest.", lambda s: w(s, "glass") == 105),
    ("The Engstroms brought in the lightest load.", lambda s: w(s, "the Engstroms") == 45),
    ("The Mwangis' load weighed 1.5 kg more than the Chens'.", lambda s: w(s, "the Mwangis") == w(s, "the Chens") + 15),
    ("The plastic weighed 3 kg less than the cardboard.", lambda s: w(s, "plastic") == w(s, "cardboard") - 30),
    ("The Chens did not collect cans.", lambda s: not s.same("the Chens", "cans")),
    ("Neither the Baptistes nor the Lachances collected the paper.", lambda s: not s.same("the Baptistes", "paper") and not s.same("the Lachances", "paper")),
    ("The Baptistes collected 4.5 kg more than the Lachances.", lambda s: w(s, "the Baptistes") == w(s, "the Lachances") + 45),
    ("The cans weighed less than the plastic.", lambda s: w(s, "cans") < w(s, "plastic")),
    ("Of the Chens and the Mwangis, one collected cardboard and the other collected paper.", lambda s: (s.same("the Chens", "cardboard") and s.same("the Mwangis", "paper")) or (s.same("the Mwangis", "cardboard") and s.same("the Chens", "paper"))),
]
QUESTIONS = [("What did the Chens collect?", lambda s: s.v("Materials", "the Chens"))]
