H = "Cottages"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4", "5"]),
    ("Fishermen", ["Abel", "Davey", "Jem", "Silas", "Tobias"]),
    ("Boats", ["Good Intent", "Kittiwake", "Morning Star", "Patience", "Provider"]),
    ("Doors", ["black", "blue", "green", "red", "yellow"]),
    ("Catches", ["crab", "herring", "lobster", "mackerel", "pilchards"]),
]
SOLUTION = [
    ["1", "Jem", "Patience", "blue", "mackerel"],
    ["2", "Silas", "Kittiwake", "red", "lobster"],
    ["3", "Abel", "Good Intent", "green", "pilchards"],
    ["4", "Tobias", "Provider", "yellow", "crab"],
    ["5", "Davey", "Morning Star", "black", "herring"],
]
CLUES = [
    ("Silas lives behind the red door.", lambda s: s.same("Silas", "red")),
    ("The skipper of the Provider goes after crab.", lambda s: s.same("Provider", "crab")),
    ("The green door is in the middle of the row.", lambda s: s.n(H, "green") == 3),
    ("Jem lives in the cottage at the left-hand end.", lambda s: s.n(H, "Jem") == 1),
    ("The mackerel man lives next door to the man with the red door.", lambda s: near(s, "mackerel", "red")),
    ("The black door is immediately to the right of the yellow one.", lambda s: s.n(H, "black") == s.n(H, "yellow") + 1),
    ("Davey, who sails the Morning Star, fishes for herring.", lambda s: s.same("Davey", "Morning Star") and s.same("Davey", "herring")),
    ("The lobsterman lives next to the green door.", lambda s: near(s, "lobster", "green")),
    ("Abel's boat is the Good Intent.", lambda s: s.same("Abel", "Good Intent")),
    ("The Patience belongs to the man with the blue door.", lambda s: s.same("Patience", "blue")),
    ("Tobias lives immediately to the left of Davey.", lambda s: s.n(H, "Tobias") == s.n(H, "Davey") - 1),
    ("The herring is landed by the man at the right-hand end of the row.", lambda s: s.n(H, "herring") == 5),
    ("Abel doesn't fish for mackerel.", lambda s: not s.same("Abel", "mackerel")),
    ("Tobias's boat isn't the Kittiwake.", lambda s: not s.same("Tobias", "Kittiwake")),
]
QUESTIONS = [("Who fishes for pilchards?", lambda s: s.v("Fishermen", "pilchards")),
             ("Who owns the Kittiwake?", lambda s: s.v("Fishermen", "Kittiwake"))]
NUM = "."
INTRO = ["Five fishermen live in a row of five cottages facing the harbour at Polperran, numbered 1 to 5 from left to right as you look at them from the quay.",
         "Each man has his own boat, his cottage door is painted a different colour, and each goes after a different catch."]
OUTRO = []
REMARKS = INTRO + OUTRO
