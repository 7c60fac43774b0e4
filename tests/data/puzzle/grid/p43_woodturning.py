C = "Prices"
CATEGORIES = [
    ("Turners", ["Ansel", "Boone", "Clyde", "Delbert", "Emmett"]),
    ("Pieces", ["bowl", "candlestick", "pepper mill", "rolling pin", "vase"]),
    ("Woods", ["ash", "cherry", "maple", "oak", "walnut"]),
    ("Prices", ["$25", "$30", "$35", "$40", "$45"], [25, 30, 35, 40, 45]),
]
SOLUTION = [
    ["Ansel", "pepper mill", "walnut", "$40"],
    ["Boone", "bowl", "cherry", "$45"],
    ["Clyde", "rolling pin", "maple", "$25"],
    ["Delbert", "candlestick", "ash", "$30"],
    ["Emmett", "vase", "oak", "$35"],
]
CLUES = [
    ("The cherry piece sold for $5 more than Ansel's.", lambda s: s.n(C, "cherry") == s.n(C, "Ansel") + 5),
    ("The rolling pin was the cheapest item, and it wasn't made of oak.",
     lambda s: s.n(C, "rolling pin") == 25 and not s.same("rolling pin", "oak")),
    ("Delbert's candlestick sold for $5 less than the oak piece.",
     lambda s: s.same("Delbert", "candlestick") and s.n(C, "Delbert") == s.n(C, "oak") - 5),
    ("The walnut pepper mill cost more than the vase.", lambda s: s.same("walnut", "pepper mill") and s.n(C, "pepper mill") > s.n(C, "vase")),
    ("Neither Clyde nor the man who made the vase used ash.", lambda s: not s.same("Clyde", "ash") and not s.same("vase", "ash")),
    ("The bowl was turned by Boone.", lambda s: s.same("bowl", "Boone")),
    ("Emmett's piece cost $10 more than Clyde's.", lambda s: s.n(C, "Emmett") == s.n(C, "Clyde") + 10),
    ("Ansel's piece cost more than Emmett's.", lambda s: s.n(C, "Ansel") > s.n(C, "Emmett")),
]
NUM = "."
DOT = True
INTRO = ["At the Green Ridge craft fair, five members of a woodturners' guild each sold one piece, each turned from a different wood. "
         "Can you work out what each man sold, the wood it was made from and its price?"]
OUTRO = []
REMARKS = INTRO + OUTRO
