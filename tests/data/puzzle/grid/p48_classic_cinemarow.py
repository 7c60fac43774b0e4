S = "Seats"
A = "Ages"
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CATEGORIES = [
    ("Seats", ["1", "2", "3", "4", "5"]),
    ("Friends", ["Gwen", "Hector", "Iona", "Jamal", "Kirsten"]),
    ("Snacks", ["candy", "hot dog", "nachos", "popcorn", "pretzel"]),
    ("Drinks", ["iced tea", "lemonade", "root beer", "soda", "water"]),
    ("Jackets", ["black", "denim", "green", "red", "yellow"]),
    ("Ages", ["19", "21", "23", "25", "27"], [19, 21, 23, 25, 27]),
]
SOLUTION = [
    ["1", "Gwen", "popcorn", "water", "denim", "23"],
    ["2", "Hector", "nachos", "lemonade", "black", "27"],
    ["3", "Iona", "pretzel", "soda", "yellow", "19"],
    ["4", "Jamal", "candy", "iced tea", "green", "25"],
    ["5", "Kirsten", "hot dog", "root beer", "red", "21"],
]
CLUES = [
    ("Iona sits in the middle seat.", lambda s: s.n(S, "Iona") == 3),
    ("The denim jacket is on the far left.", lambda s: s.n(S, "denim") == 1),
    ("The friend eating nachos sits immediately to the right of Gwen.", lambda s: s.n(S, "nachos") == s.n(S, "Gwen") + 1),
    ("The youngest of the five drinks soda.", lambda s: s.same("19", "soda")),
    ("Hector is 8 years older than Iona.", lambda s: s.n(A, "Hector") == s.n(A, "Iona") + 8),
    ("The green jacket is immediately to the left of the red jacket.", lambda s: s.n(S, "green") == s.n(S, "red") - 1),
    ("Kirsten sits next to the candy eater.", lambda s: near(s, "Kirsten", "candy")),
    ("The lemonade drinker wears black.", lambda s: s.same("lemonade", "black")),
    ("The popcorn eater is 2 years older than the root beer drinker.", lambda s: s.n(A, "popcorn") == s.n(A, "root beer") + 2),
    ("Jamal drinks iced tea.", lambda s: s.same("Jamal", "iced tea")),
    ("The pretzel belongs to the friend in yellow.", lambda s: s.same("pretzel", "yellow")),
    ("The 25-year-old sits next to the hot dog eater.", lambda s: near(s, "25", "hot dog")),
    ("Gwen sits immediately to the left of Hector.", lambda s: s.n(S, "Gwen") == s.n(S, "Hector") - 1),
    ("The hot dog eater sits at the far right end.", lambda s: s.n(S, "hot dog") == 5),
]
QUESTIONS = [("Who is eating the hot dog?", lambda s: s.v("Friends", "hot dog")),
             ("How old is Gwen?", lambda s: s.v(A, "Gwen"))]
NUM = "."
INTRO = ["Five friends sat side by side in one row at the movies, in seats numbered 1 to 5 from left to right as they faced the screen. Each had a different snack, drink and jacket color, and no two are the same age."]
OUTRO = []
REMARKS = INTRO + OUTRO
