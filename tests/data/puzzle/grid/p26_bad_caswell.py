L = "Lanes"
S = "Scores"
CATEGORIES = [
    ("Bowlers", ["Mr. Haskell", "Mr. Maxwell", "Mrs. Russell", "Ms. Tidwell"]),
    ("Lanes", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Scores", ["168", "185", "197", "212"], [168, 185, 197, 212]),
]
CLUES = [
    ("The bowler on lane 4 rolled the highest score of the night.", lambda s: s.n(S, "4") == 212),
    ("Mrs. Russell scored 29 pins more than Ms. Tidwell.", lambda s: s.n(S, "Mrs. Russell") == s.n(S, "Ms. Tidwell") + 29),
    ("Ms. Tidwell had lane 1.", lambda s: s.same("Ms. Tidwell", "1")),
    ("Mrs. Russell's lane number is one higher than that of the bowler who scored 185.",
     lambda s: s.n(L, "Mrs. Russell") == s.n(L, "185") + 1),
]
BAD = (4, "Mr. Caswell bowled on lane 2.")
REFUSED = {BAD[1]: {
    "'Mr. Haskell bowled on lane 2'": lambda s: s.same("Mr. Haskell", "2"),
    "'Mr. Maxwell bowled on lane 2'": lambda s: s.same("Mr. Maxwell", "2"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = [
    "League Night at Starlite Lanes",
    "Four members of the Thursday night league bowled on lanes 1 through 4 at Starlite Lanes, one bowler to a lane. Each rolled a different high game. Determine each bowler's lane and score.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mr. Caswell bowled on lane 2.", must be refused: there is no Mr.
Caswell among the bowlers. The name is two letters away from both Mr.
Haskell and Mr. Maxwell (both men), so it cannot be mended as a typing slip.
Without the clue the puzzle has two solutions (lane 2, with 185, is Mr.
Haskell's or Mr. Maxwell's; the other has lane 4 and 212). Read as Mr. Haskell
it gives one, read as Mr. Maxwell the other; a reader that matches the nearest
name answers confidently and may be wrong."""
