S = "Stalls"
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5"]),
    ("Stallholders", ["Bev", "Col", "Noeline", "Rhys", "Tamsin"]),
    ("Goods", ["honey", "jams", "secondhand books", "succulents", "vinyl records"]),
    ("Awnings", ["green", "orange", "purple", "striped", "white"]),
    ("Drinks", ["chai", "flat white", "iced coffee", "lemon squash", "long black"]),
    ("Vehicles", ["hatchback", "motorbike", "station wagon", "ute", "van"]),
]
SOLUTION = [
    ["1", "Noeline", "honey", "white", "chai", "ute"],
    ["2", "Rhys", "vinyl records", "striped", "long black", "van"],
    ["3", "Bev", "succulents", "green", "flat white", "station wagon"],
    ["4", "Tamsin", "secondhand books", "purple", "iced coffee", "hatchback"],
    ["5", "Col", "jams", "orange", "lemon squash", "motorbike"],
]
CLUES = [
    ("Bev sells succulents.", lambda s: s.same("Bev", "succulents")),
    ("The stall with the purple awning sells secondhand books.", lambda s: s.same("purple", "secondhand books")),
    ("Rhys drinks a long black.", lambda s: s.same("Rhys", "long black")),
    ("Noeline has the stall nearest the gate.", lambda s: s.n(S, "Noeline") == 1),
    ("The flat white is drunk at the middle stall.", lambda s: s.n(S, "flat white") == 3),
    ("The orange awning is immediately to the right of the purple one.", lambda s: s.n(S, "orange") == s.n(S, "purple") + 1),
    ("The jam seller came on a motorbike.", lambda s: s.same("jams", "motorbike")),
    ("The stallholder with the ute is next to the one with the striped awning.", lambda s: near(s, "ute", "striped")),
    ("Tamsin drives a hatchback.", lambda s: s.same("Tamsin", "hatchback")),
    ("Iced coffee is drunk under the purple awning.", lambda s: s.same("iced coffee", "purple")),
    ("Noeline's stall is next to the owner of the van.", lambda s: near(s, "Noeline", "van")),
    ("The honey seller drinks chai.", lambda s: s.same("honey", "chai")),
    ("Bev came in the station wagon, and her stall is next door to the vinyl records.",
     lambda s: s.same("Bev", "station wagon") and near(s, "Bev", "vinyl records")),
    ("Col's stall isn't next to Rhys's.", lambda s: not near(s, "Col", "Rhys")),
    ("The striped awning is immediately to the left of the green one.", lambda s: s.n(S, "striped") == s.n(S, "green") - 1),
    ("Noeline's awning is white.", lambda s: s.same("Noeline", "white")),
    ("Tamsin's stall is immediately to the left of Col's.", lambda s: s.n(S, "Tamsin") == s.n(S, "Col") - 1),
]
QUESTIONS = [
    ("Who drinks the lemon squash?", lambda s: s.v("Stallholders", "lemon squash")),
    ("Who owns the ute?", lambda s: s.v("Stallholders", "ute")),
]
NUM = ")"
DOT = False
INTRO = ["Five stalls stand in a row at a Sunday trash and treasure market in Geelong, numbered 1 to 5 from left to right as you walk in, so that stall 1 is the one nearest the gate. Each stallholder sells different goods under a different awning, drinks a different coffee or cold drink, and came in a different vehicle."]
OUTRO = []
REMARKS = INTRO + OUTRO
