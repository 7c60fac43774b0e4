# A retelling in the manner of the 1962 zebra puzzle: five stalls in a row,
# numbered 1 to 5 from the left as a shopper faces them.
H = "Stalls"
P = "Prices"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5"]),
    ("Sellers", ["Hilde", "Ignacio", "Jun", "Kateryna", "Lowell"]),
    ("Flowers", ["asters", "dahlias", "lilies", "peonies", "tulips"]),
    ("Awnings", ["maroon", "navy", "olive", "tan", "teal"]),
    ("Prices", ["$6", "$7", "$8", "$9", "$10"], [6, 7, 8, 9, 10]),
]
SOLUTION = [
    ["1", "Jun", "lilies", "teal", "$8"],
    ["2", "Kateryna", "asters", "maroon", "$6"],
    ["3", "Hilde", "tulips", "navy", "$10"],
    ["4", "Lowell", "peonies", "tan", "$7"],
    ["5", "Ignacio", "dahlias", "olive", "$9"],
]
CLUES = [
    ("Hilde's stall has the navy awning.", lambda s: s.same("Hilde", "navy")),
    ("Kateryna sells asters.", lambda s: s.same("Kateryna", "asters")),
    ("The tulips cost $10 a bunch.", lambda s: s.same("tulips", "$10")),
    ("Jun's stall is at the left end of the row.", lambda s: s.n(H, "Jun") == 1),
    ("The stall with the tan awning is immediately to the right of the one with the navy awning.",
     lambda s: s.n(H, "tan") == s.n(H, "navy") + 1),
    ("The middle stall sells the most expensive flowers.", lambda s: s.same("3", "$10")),
    ("The peonies are sold next to the tulips.", lambda s: near(s, "peonies", "tulips")),
    ("A bunch of dahlias costs $2 more than a bunch of peonies.",
     lambda s: s.n(P, "dahlias") == s.n(P, "peonies") + 2),
    ("The stall with the teal awning is next to Kateryna's.", lambda s: near(s, "teal", "Kateryna")),
    ("The cheapest bunches are sold under the maroon awning.", lambda s: s.same("$6", "maroon")),
    ("Lowell's stall is somewhere to the right of Hilde's.", lambda s: s.n(H, "Lowell") > s.n(H, "Hilde")),
    ("Ignacio doesn't sell peonies.", lambda s: not s.same("Ignacio", "peonies")),
    ("The olive awning is at one end of the row.", lambda s: s.n(H, "olive") in (1, 5)),
    ("The lilies are sold under the teal awning.", lambda s: s.same("lilies", "teal")),
    ("Ignacio charges $1 more a bunch than Jun.", lambda s: s.n(P, "Ignacio") == s.n(P, "Jun") + 1),
    ("Kateryna's stall is next to Hilde's.", lambda s: near(s, "Kateryna", "Hilde")),
]
QUESTIONS = [("Who sells the dahlias?", lambda s: s.v("Sellers", "dahlias")),
             ("What color is Jun's awning?", lambda s: s.v("Awnings", "Jun"))]
NUM = "."
DOT = False
INTRO = ["Five flower sellers have stalls side by side at the Sunday market, numbered 1 to 5 from left to right as you face them. Each stall has a different awning and sells one kind of flower at its own price per bunch."]
OUTRO = []
REMARKS = INTRO + OUTRO
