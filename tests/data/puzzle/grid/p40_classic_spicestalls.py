# An Einstein-style riddle on a row of five market stalls, numbered 1 to 5 from left to right.
S = "Stalls"
def pos(s, x):
    return s.n(S, x)
def near(s, a, b):
    return abs(pos(s, a) - pos(s, b)) == 1
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5"]),
    ("Awnings", ["blue", "gold", "pink", "teal", "white"]),
    ("Sellers", ["Farid", "Giulia", "Hamid", "Irena", "Jonas"]),
    ("Spices", ["cardamom", "cinnamon", "cumin", "saffron", "turmeric"]),
    ("Snacks", ["almonds", "dates", "figs", "olives", "pistachios"]),
    ("Pets", ["cat", "dog", "finch", "lizard", "rabbit"]),
]
SOLUTION = [
    ["1", "teal", "Giulia", "cumin", "figs", "finch"],
    ["2", "gold", "Jonas", "saffron", "almonds", "cat"],
    ["3", "white", "Farid", "cinnamon", "dates", "lizard"],
    ["4", "pink", "Irena", "turmeric", "olives", "dog"],
    ["5", "blue", "Hamid", "cardamom", "pistachios", "rabbit"],
]
CLUES = [
    ("Irena's stall has a pink awning.", lambda s: s.same("Irena", "pink")),
    ("Jonas keeps a cat.", lambda s: s.same("Jonas", "cat")),
    ("Cinnamon is sold under the white awning.", lambda s: s.same("cinnamon", "white")),
    ("Hamid sells cardamom.", lambda s: s.same("Hamid", "cardamom")),
    ("The pink stall is immediately to the right of the white stall.", lambda s: pos(s, "pink") == pos(s, "white") + 1),
    ("The seller who snacks on almonds keeps a cat.", lambda s: s.same("almonds", "cat")),
    ("Dates are eaten at the middle stall.", lambda s: pos(s, "dates") == 3),
    ("Giulia has the first stall.", lambda s: pos(s, "Giulia") == 1),
    ("The cumin seller's stall is next to the stall where the cat is kept.", lambda s: near(s, "cumin", "cat")),
    ("The pistachio eater's stall is next to the one with the dog.", lambda s: near(s, "pistachios", "dog")),
    ("The seller who eats olives sells turmeric.", lambda s: s.same("olives", "turmeric")),
    ("Farid keeps a lizard.", lambda s: s.same("Farid", "lizard")),
    ("Giulia's stall is next to the gold stall.", lambda s: near(s, "Giulia", "gold")),
    ("The finch belongs to the fig eater.", lambda s: s.same("finch", "figs")),
    ("The teal stall is at the left-hand end of the row, and the blue one at the right-hand end.",
     lambda s: pos(s, "teal") == 1 and pos(s, "blue") == 5),
    ("Jonas's stall is next to Giulia's.", lambda s: near(s, "Jonas", "Giulia")),
]
QUESTIONS = [("Who sells the saffron? Who keeps the rabbit?",
              lambda s: (s.v("Sellers", "saffron"), s.v("Sellers", "rabbit")))]
NUM = None
DOT = False
INTRO = ["Five spice stalls stand in a row at the market, numbered 1 to 5 from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
