T = "Toys"
CATEGORIES = [
    ("Volunteers", ["Carla", "Doug", "Helen", "Irv", "Opal"]),
    ("Toys", ["14 toys", "19 toys", "24 toys", "29 toys", "34 toys"], [14, 19, 24, 29, 34]),
    ("Locations", ["bank", "diner", "fire station", "library", "post office"]),
]
SOLUTION = [
    ["Carla", "24 toys", "library"],
    ["Doug", "34 toys", "fire station"],
    ["Helen", "14 toys", "diner"],
    ["Irv", "29 toys", "post office"],
    ["Opal", "19 toys", "bank"],
]
CLUES = [
    ("The box at the fire station collected the most toys.", lambda s: s.n(T, "fire station") == 34),
    ("Opal's box held 5 more toys than the one at the diner.", lambda s: s.n(T, "Opal") == s.n(T, "diner") + 5),
    ("Irv, whose box was at the post office, collected 10 more toys than Opal.", lambda s: s.same("Irv", "post office") and s.n(T, "Irv") == s.n(T, "Opal") + 10),
    ("The library box held 5 fewer toys than Irv's.", lambda s: s.n(T, "library") == s.n(T, "Irv") - 5),
    ("Helen's box wasn't at the bank, and Carla's wasn't at the post office.",
     lambda s: not s.same("Helen", "bank") and not s.same("Carla", "post office")),
    ("Carla's box held 10 more toys than Helen's.", lambda s: s.n(T, "Carla") == s.n(T, "Helen") + 10),
    ("Doug collected more toys than Irv.", lambda s: s.n(T, "Doug") > s.n(T, "Irv")),
]
QUESTIONS = [("Where was Opal's box?", lambda s: s.v("Locations", "Opal"))]
NUM = "."
DOT = False
INTRO = ["For the Jaycees' Christmas toy drive, five volunteers each looked after a collection box at a different spot in town. By Christmas Eve no two boxes held the same number of toys. From the clues, can you determine where each volunteer's box stood and how many toys it collected?"]
OUTRO = []
REMARKS = INTRO + OUTRO
