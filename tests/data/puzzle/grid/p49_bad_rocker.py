P = "Prices"
CATEGORIES = [
    ("Shoppers", ["Mrs. Pike", "Ms. Rourke", "Mr. Stamm", "Mr. Toft"]),
    ("Items", ["butter churn", "quilt", "rocker", "washboard"]),
    ("Prices", ["$8", "$12", "$16", "$20"], [8, 12, 16, 20]),
]
CLUES = [
    ("Mr. Stamm spent $20 on the butter churn.", lambda s: s.same("Mr. Stamm", "$20") and s.same("Mr. Stamm", "butter churn")),
    ("Mr. Toft's washboard was the cheapest thing sold.", lambda s: s.same("Mr. Toft", "washboard") and s.n(P, "washboard") == 8),
    ("The quilt cost $4 more than the rocker.", lambda s: s.n(P, "quilt") == s.n(P, "rocker") + 4),
]
BAD = (4, "Mrs. Pike told Ms. Rourke that she had paid $12.")
REFUSED = {BAD[1]: {
    "'she' = Mrs. Pike": lambda s: s.same("Mrs. Pike", "$12"),
    "'she' = Ms. Rourke": lambda s: s.same("Ms. Rourke", "$12"),
}}
EXPECT = 2
QUESTIONS = [("Who bought the rocker?", None)]
NUM = "."
INTRO = ["Four shoppers each bought one piece at the Old Mill antique mall on Saturday, and each paid a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mrs. Pike told Ms. Rourke that she had paid $12.", must be refused: "she"
can be either woman. Without it the puzzle has two solutions (the $12 rocker is Mrs.
Pike's or Ms. Rourke's); each reading of "she" picks one of them."""
