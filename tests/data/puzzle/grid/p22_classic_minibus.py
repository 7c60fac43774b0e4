# A zebra-style text with no category lines: four seats in the back row of a
# minibus, numbered 1 to 4 from left to right.  Every value is named in a
# statement or a question.
S = "Seats"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CATEGORIES = [
    ("Seats", ["1", "2", "3", "4"]),
    ("Children", ["Ravi", "Sophie", "Tariq", "Wanda"]),
    ("Drinks", ["lemonade", "milk", "orange juice", "water"]),
    ("Things", ["cards", "comic", "puzzle book", "yo-yo"]),
]
SOLUTION = [
    ["1", "Sophie", "lemonade", "comic"],
    ["2", "Ravi", "water", "yo-yo"],
    ["3", "Wanda", "milk", "cards"],
    ["4", "Tariq", "orange juice", "puzzle book"],
]
CLUES = [
    ("Four children sit side by side in the back row of the minibus, in seats numbered 1 to 4 from left to right.", lambda s: True),
    ("Sophie sits at the left end of the row.", lambda s: s.n(S, "Sophie") == 1),
    ("The child drinking milk sits immediately to the right of Ravi.", lambda s: s.n(S, "milk") == s.n(S, "Ravi") + 1),
    ("Tariq sits at one end of the row.", lambda s: s.n(S, "Tariq") in (1, 4)),
    ("The comic belongs to the child who is drinking lemonade.", lambda s: s.same("comic", "lemonade")),
    ("The cards are in seat 3.", lambda s: s.n(S, "cards") == 3),
    ("Wanda sits next to Tariq.", lambda s: near(s, "Wanda", "Tariq")),
    ("The orange juice is next to the milk, but not in seat 2.",
     lambda s: near(s, "orange juice", "milk") and s.n(S, "orange juice") != 2),
    ("The puzzle book and the orange juice belong to the same child.", lambda s: s.same("puzzle book", "orange juice")),
    ("Sophie doesn't drink water.", lambda s: not s.same("Sophie", "water")),
]
QUESTIONS = [
    ("Who is drinking the orange juice? Who brought the yo-yo?",
     lambda s: (s.v("Children", "orange juice"), s.v("Children", "yo-yo"))),
]
NUM = "."
INTRO = []
OUTRO = ["Each child has a different drink, and each has brought something different to pass the time."]
REMARKS = INTRO + OUTRO
