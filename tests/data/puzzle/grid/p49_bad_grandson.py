P = "Prices"
CATEGORIES = [
    ("Buyers", ["Mrs. Rudd", "Mr. Sloan", "Ms. Tull", "Mr. Urban"]),
    ("Items", ["birdcage", "clock", "lamp", "rocking chair"]),
    ("Prices", ["$5", "$10", "$15", "$20"], [5, 10, 15, 20]),
]
CLUES = [
    ("The rocking chair sold for $20.", lambda s: s.same("rocking chair", "$20")),
    ("Mr. Sloan paid more than anyone else.", lambda s: s.n(P, "Mr. Sloan") == 20),
    ("Ms. Tull bought the lamp, the cheapest thing sold.", lambda s: s.same("Ms. Tull", "lamp") and s.n(P, "lamp") == 5),
    ("The clock cost $10.", lambda s: s.same("clock", "$10")),
]
BAD = (4, "Mrs. Rudd's grandson bought the birdcage.")
REFUSED = {BAD[1]: {
    "'Mrs. Rudd bought the birdcage'": lambda s: s.same("Mrs. Rudd", "birdcage"),
    "'someone other than Mrs. Rudd bought the birdcage'": lambda s: not s.same("Mrs. Rudd", "birdcage"),
}}
EXPECT = 2
QUESTIONS = [("How much did Mr. Urban pay?", None)]
NUM = "."
INTRO = ["Four people each bought one item at the Lutheran church rummage sale, and no two paid the same price."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mrs. Rudd's grandson bought the birdcage.", must be refused: the grandson is
no one in the puzzle, and no category says who is whose grandson. Without the clue
the birdcage is Mrs. Rudd's ($15) or Mr. Urban's ($15); read as "Mrs. Rudd bought the
birdcage" or as "someone other than Mrs. Rudd bought it", it gives one or the other."""
