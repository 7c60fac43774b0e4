P = "Scores"
CATEGORIES = [
    ("First names", ["Edith", "Harold", "Ivy", "Stanley"]),
    ("Surnames", ["Bunce", "Catt", "Parfitt", "Wragg"]),
    ("Prizes", ["bottle of sherry", "box of chocolates", "tea towel", "tin of biscuits"]),
    ("Scores", ["142", "155", "168", "181"], [142, 155, 168, 181]),
]
SOLUTION = [
    ["Edith", "Wragg", "bottle of sherry", "181"],
    ["Harold", "Bunce", "box of chocolates", "155"],
    ["Ivy", "Parfitt", "tea towel", "142"],
    ["Stanley", "Catt", "tin of biscuits", "168"],
]
CLUES = [
    ("Mrs Wragg scored 13 more than the player who took the tin of biscuits.",
     lambda s: s.n(P, "Wragg") == s.n(P, "tin of biscuits") + 13),
    ("Harold's score was 13 higher than Mrs Parfitt's.", lambda s: s.n(P, "Harold") == s.n(P, "Parfitt") + 13),
    ("The bottle of sherry went to Edith.", lambda s: s.same("bottle of sherry", "Edith")),
    ("Mr Catt didn't take the chocolates and didn't have the lowest score.",
     lambda s: not s.same("Catt", "box of chocolates") and s.n(P, "Catt") != 142),
    ("Ivy, who isn't Mrs Wragg, chose the tea towel.", lambda s: not s.same("Ivy", "Wragg") and s.same("Ivy", "tea towel")),
    ("Edith had the highest score of the evening.", lambda s: s.n(P, "Edith") == 181),
    ("Stanley isn't Mr Bunce.", lambda s: not s.same("Stanley", "Bunce")),
    ("Harold, who isn't Mr Catt, took the box of chocolates.", lambda s: not s.same("Harold", "Catt") and s.same("Harold", "box of chocolates")),
    ("Stanley scored more than Harold but less than Mrs Wragg.", lambda s: s.n(P, "Harold") < s.n(P, "Stanley") < s.n(P, "Wragg")),
]
NUM = "."
DOT = False
INTRO = ["At the Friday whist drive in St Mary's church hall, the four players with the best scores each chose a different prize from the table. "
         "Can you name each player in full, with the score and the prize?"]
OUTRO = []
REMARKS = INTRO + OUTRO
