C = "Candles"
CATEGORIES = [
    ("Children", ["Freya", "George", "Hana", "Isaac"]),
    ("Flavours", ["chocolate", "lemon", "carrot", "strawberry"]),
    ("Shapes", ["star", "castle", "train", "heart"]),
    ("Candles", ["5 candles", "6 candles", "7 candles", "8 candles"], [5, 6, 7, 8]),
]
SOLUTION = [
    ["Freya", "strawberry", "heart", "7 candles"],
    ["George", "chocolate", "train", "5 candles"],
    ["Hana", "lemon", "castle", "8 candles"],
    ["Isaac", "carrot", "star", "6 candles"],
]
CLUES = [
    ("The castle cake had one more candle than Freya's cake.", lambda s: s.n(C, "castle") == s.n(C, "Freya") + 1),
    ("George, the youngest, didn't have a star-shaped cake.",
     lambda s: s.n(C, "George") == 5 and not s.same("George", "star")),
    ("The chocolate cake was shaped like a train.", lambda s: s.same("chocolate", "train")),
    ("Isaac's cake, which wasn't lemon, had six candles.",
     lambda s: not s.same("Isaac", "lemon") and s.n(C, "Isaac") == 6),
    ("The strawberry cake had two more candles than the train cake.",
     lambda s: s.n(C, "strawberry") == s.n(C, "train") + 2),
    ("The heart-shaped cake wasn't Isaac's.", lambda s: not s.same("Isaac", "heart")),
    ("Hana had the most candles on her cake, but hers wasn't the strawberry.",
     lambda s: s.n(C, "Hana") == 8 and not s.same("Hana", "strawberry")),
]
QUESTIONS = [("Which cake was shaped like a star?", lambda s: s.v("Flavours", "star"))]
NUM = "."
DOT = False
INTRO = ["Mrs. Patel baked four birthday cakes this spring, each a different flavour and shape, and each with one candle for every year of the child's age."]
OUTRO = []
REMARKS = INTRO + OUTRO
