S = "Stalls"
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5"]),
    ("Vendors", ["Ada", "Bram", "Cleo", "Dario", "Esme"]),
    ("Awnings", ["blue", "green", "red", "white", "yellow"]),
    ("Fish", ["cod", "eels", "mackerel", "oysters", "sardines"]),
    ("Drinks", ["coffee", "lemonade", "milk", "tea", "water"]),
]
SOLUTION = [
    ["1", "Dario", "yellow", "sardines", "water"],
    ["2", "Esme", "blue", "mackerel", "tea"],
    ["3", "Ada", "red", "cod", "milk"],
    ["4", "Cleo", "green", "eels", "coffee"],
    ["5", "Bram", "white", "oysters", "lemonade"],
]
CLUES = [
    ("There are five stalls in a row.", lambda s: True),
    ("Ada's stall has the red awning.", lambda s: s.same("Ada", "red")),
    ("Bram sells oysters.", lambda s: s.same("Bram", "oysters")),
    ("Coffee is drunk at the stall with the green awning.", lambda s: s.same("coffee", "green")),
    ("Esme drinks tea.", lambda s: s.same("Esme", "tea")),
    ("The green stall is immediately to the left of the white stall.",
     lambda s: s.n(S, "green") == s.n(S, "white") - 1),
    ("The vendor at the middle stall drinks milk.", lambda s: s.n(S, "milk") == 3),
    ("Dario has the first stall on the left.", lambda s: s.n(S, "Dario") == 1),
    ("The sardine seller works next to the mackerel seller.", lambda s: near(s, "sardines", "mackerel")),
    ("Sardines are sold under the yellow awning.", lambda s: s.same("sardines", "yellow")),
    ("The lemonade drinker sells oysters.", lambda s: s.same("lemonade", "oysters")),
    ("Dario's stall is next to the blue stall.", lambda s: near(s, "Dario", "blue")),
    ("The eel seller's stall is next to the stall where oysters are sold.", lambda s: near(s, "eels", "oysters")),
]
QUESTIONS = [
    ("Who sells the eels?", lambda s: s.v("Vendors", "eels")),
    ("Who drinks water?", lambda s: s.v("Vendors", "water")),
]
NUM = "."
DOT = False
INTRO = ["Five fishmongers keep stalls side by side along the harbor wall. Each stall has an awning of a different color, and each vendor sells one kind of fish and has a favorite drink."]
OUTRO = ["Left and right are as you face the stalls from the quay, and stall 1 is on the far left."]
REMARKS = INTRO + OUTRO
