S = "Seats"
CATEGORIES = [
    ("Seats", ["1", "2", "3", "4", "5"]),
    ("Fans", ["Dwight", "Franny", "Gordy", "Leon", "Patsy"]),
    ("Snacks", ["hot dog", "nachos", "peanuts", "popcorn", "pretzel"]),
    ("Drinks", ["iced tea", "lemonade", "root beer", "soda", "water"]),
    ("Caps", ["black", "blue", "gray", "orange", "red"]),
]
SOLUTION = [
    ["1", "Gordy", "peanuts", "root beer", "orange"],
    ["2", "Franny", "nachos", "water", "red"],
    ["3", "Leon", "hot dog", "lemonade", "gray"],
    ["4", "Patsy", "popcorn", "soda", "blue"],
    ["5", "Dwight", "pretzel", "iced tea", "black"],
]
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CLUES = [
    ("Leon, who sits in the middle seat, is eating a hot dog.", lambda s: s.n(S, "Leon") == 3 and s.same("Leon", "hot dog")),
    ("The fan in the orange cap is eating peanuts.", lambda s: s.same("orange", "peanuts")),
    ("Franny sits immediately to the left of the fan with the hot dog.", lambda s: s.n(S, "Franny") == s.n(S, "hot dog") - 1),
    ("The root beer drinker is at one end of the row.", lambda s: s.n(S, "root beer") in (1, 5)),
    ("The woman drinking soda sits next to the man in the gray cap.", lambda s: near(s, "soda", "gray")),
    ("Dwight is drinking iced tea.", lambda s: s.same("Dwight", "iced tea")),
    ("The pretzel is eaten two seats to the right of the fan drinking lemonade.", lambda s: s.n(S, "pretzel") == s.n(S, "lemonade") + 2),
    ("The red cap is next to the orange cap.", lambda s: near(s, "red", "orange")),
    ("Patsy, who is wearing blue, is sitting somewhere to the right of Gordy.",
     lambda s: s.same("Patsy", "blue") and s.n(S, "Patsy") > s.n(S, "Gordy")),
    ("The popcorn is between the hot dog and the pretzel.",
     lambda s: min(s.n(S, "hot dog"), s.n(S, "pretzel")) < s.n(S, "popcorn") < max(s.n(S, "hot dog"), s.n(S, "pretzel"))),
    ("The fan with the nachos is not drinking soda.", lambda s: not s.same("nachos", "soda")),
    ("Dwight has the seat on the far right.", lambda s: s.n(S, "Dwight") == 5),
    ("Leon's cap is gray.", lambda s: s.same("Leon", "gray")),
    ("Gordy bought the peanuts.", lambda s: s.same("Gordy", "peanuts")),
    ("Gordy is not wearing the black cap.", lambda s: not s.same("Gordy", "black")),
]
QUESTIONS = [
    ("Who is drinking water?", lambda s: s.v("Fans", "water")),
    ("What color is Dwight's cap?", lambda s: s.v("Caps", "Dwight")),
]
NUM = "."
INTRO = ["Five friends sat together in Row K at Sunday's ballgame, in seats numbered 1 to 5 from left to right. Each wore a different color of cap and bought a different snack and a different drink."]
OUTRO = []
REMARKS = INTRO + OUTRO
