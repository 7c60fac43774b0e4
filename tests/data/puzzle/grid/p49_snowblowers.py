P = "Prices"
CATEGORIES = [
    ("Buyers", ["Mr. Gant", "Mrs. Hollis", "Ms. Ivey", "Mr. Kemp"]),
    ("Models", ["Drift Buster", "Frostline", "Polar King", "Snowhawk"]),
    ("Prices", ["$350", "$425", "$500", "$575"], [350, 425, 500, 575]),
]
SOLUTION = [
    ["Mr. Gant", "Drift Buster", "$425"],
    ["Mrs. Hollis", "Polar King", "$575"],
    ["Ms. Ivey", "Snowhawk", "$350"],
    ["Mr. Kemp", "Frostline", "$500"],
]
CLUES = [
    ("Mrs. Hollis paid $150 more than Mr. Gant.", lambda s: s.n(P, "Mrs. Hollis") == s.n(P, "Mr. Gant") + 150),
    ("The Snowhawk was the cheapest model sold.", lambda s: s.n(P, "Snowhawk") == 350),
    ("Mr. Kemp didn't buy the Polar King.", lambda s: not s.same("Mr. Kemp", "Polar King")),
    ("Ms. Ivey spent less than Mr. Gant did.", lambda s: s.n(P, "Ms. Ivey") < s.n(P, "Mr. Gant")),
    ("The Polar King cost more than the Frostline.", lambda s: s.n(P, "Polar King") > s.n(P, "Frostline")),
    ("The Frostline cost $75 more than the Drift Buster.", lambda s: s.n(P, "Frostline") == s.n(P, "Drift Buster") + 75),
]
QUESTIONS = [("How much did Mr. Kemp pay?", lambda s: s.v(P, "Mr. Kemp"))]
NUM = "."
INTRO = ["After the first big storm of the winter, Miller Hardware sold four snowblowers, each a different model at a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
