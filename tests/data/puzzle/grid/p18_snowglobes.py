P = "Prices"
CATEGORIES = [
    ("Buyers", ["Fern", "Gus", "Hana", "Ivan", "Jade"]),
    ("Scenes", ["castle", "forest", "lighthouse", "reindeer", "village"]),
    ("Prices", ["$12.99", "$14.99", "$16.99", "$18.99", "$20.99"], [1299, 1499, 1699, 1899, 2099]),
]
SOLUTION = [
    ["Fern", "lighthouse", "$16.99"],
    ["Gus", "castle", "$20.99"],
    ["Hana", "reindeer", "$12.99"],
    ["Ivan", "village", "$18.99"],
    ["Jade", "forest", "$14.99"],
]
def different(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CLUES = [
    ("The five snow globes were Fern's, the castle, the $12.99 one, the one with the forest, and the one Ivan bought.",
     lambda s: different(s, "Fern", "castle", "$12.99", "forest", "Ivan")),
    ("The reindeer globe cost $2 less than the forest globe.", lambda s: s.n(P, "reindeer") == s.n(P, "forest") - 200),
    ("Gus paid more than anyone else.", lambda s: s.n(P, "Gus") == 2099),
    ("Ivan's globe cost $4 more than Jade's.", lambda s: s.n(P, "Ivan") == s.n(P, "Jade") + 400),
    ("The lighthouse globe cost less than the village globe.", lambda s: s.n(P, "lighthouse") < s.n(P, "village")),
    ("Fern paid $2 more than Jade.", lambda s: s.n(P, "Fern") == s.n(P, "Jade") + 200),
    ("Hana's globe was the cheapest.", lambda s: s.n(P, "Hana") == 1299),
    ("Gus didn't buy the forest globe.", lambda s: not s.same("Gus", "forest")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
