# p52_kites: 4x4, easy-medium; heights in feet.
# solution:
#   Amos | green | delta | 100 feet
#   Bree | red | dragon | 60 feet
#   Cody | blue | box | 120 feet
#   Dara | orange | diamond | 80 feet
H = "Heights"
CATEGORIES = [
    ("Kids", ["Amos", "Bree", "Cody", "Dara"]),
    ("Colors", ["blue", "green", "orange", "red"]),
    ("Shapes", ["box", "delta", "diamond", "dragon"]),
    ("Heights", ["60 feet", "80 feet", "100 feet", "120 feet"], [60, 80, 100, 120]),
]
INTRO = ["On a windy afternoon at the beach, four kids flew four different kites."]
OUTRO = ["Work out the color, shape and height of each kid's kite."]
REMARKS = INTRO + OUTRO


def h(s, x):
    return s.n(H, x)


CLUES = [
    ("The dragon kite flew 40 feet lower than the delta kite.", lambda s: h(s, "dragon") == h(s, "delta") - 40),
    ("Cody's kite went the highest.", lambda s: h(s, "Cody") == 120),
    ("The orange kite flew 20 feet higher than Bree's.", lambda s: h(s, "orange") == h(s, "Bree") + 20),
    ("Amos's kite is neither blue nor red, and it isn't the diamond.",
     lambda s: not s.same("Amos", "blue") and not s.same("Amos", "red") and not s.same("Amos", "diamond")),
    ("The blue kite is the box kite.", lambda s: s.same("blue", "box")),
    ("Bree's kite flew lower than all the others.", lambda s: h(s, "Bree") == 60),
    ("Dara's kite flew 20 feet lower than Amos's.", lambda s: h(s, "Dara") == h(s, "Amos") - 20),
]
