L = "Pounds"
CATEGORIES = [
    ("Scouts", ["Brent", "Dale", "Gordy", "Ned", "Russ"]),
    ("Streets", ["Ash Street", "Birch Street", "Cedar Street", "Elm Street", "Maple Street"]),
    ("Pounds", ["120 pounds", "150 pounds", "180 pounds", "210 pounds", "240 pounds"], [120, 150, 180, 210, 240]),
]
SOLUTION = [
    ["Brent", "Maple Street", "180 pounds"],
    ["Dale", "Cedar Street", "240 pounds"],
    ["Gordy", "Ash Street", "120 pounds"],
    ["Ned", "Elm Street", "210 pounds"],
    ["Russ", "Birch Street", "150 pounds"],
]
CLUES = [
    ("The boy who covered Cedar Street collected the most paper.", lambda s: s.n(L, "Cedar Street") == 240),
    ("Gordy brought in 30 pounds less than the scout who worked Birch Street.",
     lambda s: s.n(L, "Gordy") == s.n(L, "Birch Street") - 30),
    ("Ned collected more than Brent but less than Dale.",
     lambda s: s.n(L, "Brent") < s.n(L, "Ned") < s.n(L, "Dale")),
    ("Russ didn't work Ash Street or Maple Street.",
     lambda s: not s.same("Russ", "Ash Street") and not s.same("Russ", "Maple Street")),
    ("The Elm Street scout brought in 90 pounds more than Gordy.",
     lambda s: s.n(L, "Elm Street") == s.n(L, "Gordy") + 90),
    ("Brent brought in 30 pounds more than Russ did.", lambda s: s.n(L, "Brent") == s.n(L, "Russ") + 30),
    ("The paper from Maple Street outweighed the paper from Ash Street by 60 pounds.",
     lambda s: s.n(L, "Maple Street") == s.n(L, "Ash Street") + 60),
]
QUESTIONS = [("Who worked Maple Street?", lambda s: s.v("Scouts", "Maple Street"))]
NUM = "."
DOT = False
INTRO = ["Five boys from Troop 112 spent Saturday collecting old newspapers for the troop's paper drive. Each boy went door to door on a different street and brought back a different weight of paper."]
OUTRO = []
REMARKS = INTRO + OUTRO
