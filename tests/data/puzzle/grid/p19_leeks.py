L = "Lengths"
R = "Placings"
CATEGORIES = [
    ("Growers", ["Hector", "Ian", "Joan", "Ken"]),
    ("Varieties", ["Blue Solaise", "King Richard", "Musselburgh", "Pancho"]),
    ("Lengths", ["14 in", "15 in", "16 in", "17 in"], [14, 15, 16, 17]),
    ("Placings", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Hector", "Blue Solaise", "15 in", "third"],
    ["Ian", "Musselburgh", "17 in", "second"],
    ["Joan", "King Richard", "14 in", "first"],
    ["Ken", "Pancho", "16 in", "fourth"],
]
CLUES = [
    ("The winning leek was the shortest of the four.", lambda s: s.n(L, "first") == 14),
    ("Ian's leek was one inch longer than Ken's.", lambda s: s.n(L, "Ian") == s.n(L, "Ken") + 1),
    ("The Pancho came fourth.", lambda s: s.same("Pancho", "fourth")),
    ("Blue Solaise was placed directly behind Musselburgh.", lambda s: s.n(R, "Blue Solaise") == s.n(R, "Musselburgh") + 1),
    ("Hector's leek was longer than Joan's but shorter than Ken's.",
     lambda s: s.n(L, "Joan") < s.n(L, "Hector") < s.n(L, "Ken")),
    ("Musselburgh didn't win.", lambda s: not s.same("Musselburgh", "first")),
    ("Ken's leek finished last, and Hector's was placed below Ian's.",
     lambda s: s.n(R, "Ken") == 4 and s.n(R, "Hector") > s.n(R, "Ian")),
]
QUESTIONS = [("Which variety did Joan grow?", lambda s: s.v("Varieties", "Joan"))]
NUM = "."
DOT = False
INTRO = ["Four growers entered the pot leek class at the autumn show, each with a different variety. Lengths were measured to the nearest inch."]
OUTRO = []
REMARKS = INTRO + OUTRO
