# To refuse: "she" after "Mrs Ashby and Mrs Birch both ..." has no single antecedent.
B = "Balls"
CATEGORIES = [
    ("Knitters", ["Mrs Ashby", "Mrs Birch", "Miss Crane", "Mrs Dale"]),
    ("Pieces", ["bed socks", "egg cosies", "mittens", "shawl"]),
    ("Balls", ["2 balls", "3 balls", "5 balls", "6 balls"], [2, 3, 5, 6]),
]
CLUES = [
    ("The shawl took more wool than anything else.", lambda s: s.n(B, "shawl") == 6),
    ("Mrs Dale's egg cosies used 3 balls.", lambda s: s.same("Mrs Dale", "egg cosies") and s.n(B, "Mrs Dale") == 3),
    ("The bed socks needed one ball fewer than the egg cosies.", lambda s: s.n(B, "bed socks") == s.n(B, "egg cosies") - 1),
    ("Miss Crane didn't knit the mittens, and Mrs Birch didn't knit the bed socks.",
     lambda s: not s.same("Miss Crane", "mittens") and not s.same("Mrs Birch", "bed socks")),
]
def both(s):
    return s.n(B, "Mrs Ashby") > s.n(B, "Miss Crane") and s.n(B, "Mrs Birch") > s.n(B, "Miss Crane")
BAD = (2, "Mrs Ashby and Mrs Birch both used more wool than Miss Crane, and she knitted the shawl.")
REFUSED = {BAD[1]: {
    "'she' = Mrs Ashby": lambda s: both(s) and s.same("Mrs Ashby", "shawl"),
    "'she' = Mrs Birch": lambda s: both(s) and s.same("Mrs Birch", "shawl"),
    "'she' = Miss Crane (the nearest name)": lambda s: both(s) and s.same("Miss Crane", "shawl"),
}}
EXPECT = 3
NUM = "."
DOT = False
INTRO = ["Four members of the knitting circle each brought one finished piece to Tuesday's meeting. No two used the same number of balls of wool."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 2, "Mrs Ashby and Mrs Birch both used more wool than Miss Crane, and
she knitted the shawl.", must be refused: "she" follows two women joined as one
subject ("Mrs Ashby and Mrs Birch both ...") and a third named just before it, so it
has no single antecedent. Without the clue the puzzle has three solutions. Read with
"she" as Mrs Ashby (the first name) it gives one solution, as Mrs Birch it gives a
different one, and as Miss Crane (the nearest name) it gives none, since the shawl
took the most wool. Any confident answer is a guess at the pronoun."""
