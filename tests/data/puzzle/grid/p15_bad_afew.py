S = "Stalls"
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CATEGORIES = [
    ("Stallholders", ["Benoit", "Odile", "Priscilla", "Tariq", "Wendell"]),
    ("Goods", ["candles", "cheese", "lanterns", "pickles", "soap"]),
    ("Stalls", ["1", "2", "3", "4", "5"]),
]
CLUES = [
    ("The cheese stall is at the left-hand end of the row.", lambda s: s.n(S, "cheese") == 1),
    ("Tariq sells soap.", lambda s: s.same("Tariq", "soap")),
    ("Priscilla's stall is directly to the right of the candle stall.", lambda s: s.n(S, "Priscilla") == s.n(S, "candles") + 1),
    ("Wendell is in stall 2.", lambda s: s.n(S, "Wendell") == 2),
    ("The pickles are sold next to the soap.", lambda s: near(s, "pickles", "soap")),
    ("Benoit doesn't sell candles.", lambda s: not s.same("Benoit", "candles")),
    ("Priscilla doesn't sell lanterns.", lambda s: not s.same("Priscilla", "lanterns")),
]
BAD = (6, "Odile's stall is a few stalls along from the cheese.")
REFUSED = {BAD[1]: {
    "at least two stalls apart": lambda s: abs(s.n(S, "Odile") - s.n(S, "cheese")) >= 2,
    "exactly three stalls apart": lambda s: abs(s.n(S, "Odile") - s.n(S, "cheese")) == 3,
    "exactly two stalls apart": lambda s: abs(s.n(S, "Odile") - s.n(S, "cheese")) == 2,
    "exactly four stalls apart": lambda s: abs(s.n(S, "Odile") - s.n(S, "cheese")) == 4,
}}
EXPECT = 3
NUM = "."
DOT = False
INTRO = ["Five stalls stand in a row at the Christmas market, numbered 1 to 5 from left to right. Each stallholder sells something different."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 7, "Odile's stall is a few stalls along from the cheese.", must be refused:
"a few stalls along" names no distance (two? three? at least two?), and the
readings give different answers: read as "two stalls along" the puzzle has one
solution, read as "four stalls along" (or "the other end") another, read as "at
least two stalls along" two. Without clue 7 the puzzle has three solutions."""
