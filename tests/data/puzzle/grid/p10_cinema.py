# Puzzle-website style; seats in a row.
S_ = "Seats"
def st(s, x):
    return s.n(S_, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Friends", ["Adaeze", "Bjorn", "Camille", "Darius", "Evie"]),
    ("Seats", ["seat 1", "seat 2", "seat 3", "seat 4", "seat 5"], [1, 2, 3, 4, 5]),
    ("Snacks", ["hot dog", "ice cream", "nachos", "popcorn", "pretzel"]),
]
SOLUTION = [("Adaeze", "seat 3", "popcorn"), ("Bjorn", "seat 5", "pretzel"), ("Camille", "seat 1", "nachos"),
            ("Darius", "seat 4", "hot dog"), ("Evie", "seat 2", "ice cream")]
INTRO = ["Five friends sat together in one row at the cinema. The seats are numbered 1 to 5 from left to right."]
CLUES = [
    ("Camille sat at the far left.", lambda s: st(s, "Camille") == 1),
    ("The popcorn was eaten in the middle seat.", lambda s: st(s, "popcorn") == 3),
    ("Darius sat immediately to the right of Adaeze.", lambda s: st(s, "Darius") == st(s, "Adaeze") + 1),
    ("The person with the pretzel sat two seats to the right of the person with the popcorn.", lambda s: st(s, "pretzel") == st(s, "popcorn") + 2),
    ("Evie sat next to Camille.", lambda s: abs(st(s, "Evie") - st(s, "Camille")) == 1),
    ("Bjorn was eating neither the ice cream nor the hot dog.", lambda s: not s.same("Bjorn", "ice cream") and not s.same("Bjorn", "hot dog")),
    ("The nachos weren't Evie's.", lambda s: not s.same("nachos", "Evie")),
    ("The hot dog eater sat somewhere to the right of Evie.", lambda s: st(s, "hot dog") > st(s, "Evie")),
    ("Bjorn sat at the right-hand end of the row.", lambda s: st(s, "Bjorn") == 5),
]
QUESTIONS = [("Who had the ice cream?", lambda s: s.v("Friends", "ice cream"))]
REMARKS = INTRO
