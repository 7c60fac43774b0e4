P = "Prices"
CATEGORIES = [
    ("Makers", ["Alina", "Beau", "Cyra", "Dalton"]),
    ("Stones", ["amber", "jade", "onyx", "topaz"]),
    ("Prices", ["$25", "$30", "$35", "$40"], [25, 30, 35, 40]),
    ("Chains", ["brass", "copper", "gold", "silver"]),
]
SOLUTION = [
    ["Alina", "topaz", "$35", "copper"],
    ["Beau", "amber", "$25", "silver"],
    ["Cyra", "onyx", "$40", "brass"],
    ["Dalton", "jade", "$30", "gold"],
]
CLUES = [
    ("The jade necklace sold for $5 more than Beau's.", lambda s: s.n(P, "jade") == s.n(P, "Beau") + 5),
    ("The most expensive necklace was made by Cyra.", lambda s: s.n(P, "Cyra") == 40),
    ("The necklace on the copper chain cost $10 more than the one on the silver chain.", lambda s: s.n(P, "copper") == s.n(P, "silver") + 10),
    ("Neither Alina's necklace nor the onyx necklace hung on a gold chain.", lambda s: not s.same("Alina", "gold") and not s.same("onyx", "gold")),
    ("Alina didn't use the jade.", lambda s: not s.same("Alina", "jade")),
    ("The onyx necklace cost more than the topaz necklace.", lambda s: s.n(P, "onyx") > s.n(P, "topaz")),
    ("Beau's necklace was the cheapest.", lambda s: s.n(P, "Beau") == 25),
    ("The topaz necklace cost $10 more than the amber one.", lambda s: s.n(P, "topaz") == s.n(P, "amber") + 10),
    ("Dalton's necklace wasn't on a silver chain.", lambda s: not s.same("Dalton", "silver")),
]
NUM = "."
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
