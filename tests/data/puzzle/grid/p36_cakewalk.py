R = "Rounds"
CATEGORIES = [
    ("Winners", ["Mrs. Albers", "Mr. Bickel", "Miss Dorsey", "Mr. Franks", "Mrs. Gault"]),
    ("Cakes", ["angel food", "coconut", "German chocolate", "hummingbird", "pound cake"]),
    ("Rounds", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Mrs. Albers", "coconut", "3"],
    ["Mr. Bickel", "pound cake", "1"],
    ["Miss Dorsey", "hummingbird", "5"],
    ["Mr. Franks", "angel food", "4"],
    ["Mrs. Gault", "German chocolate", "2"],
]
MEN = ["Mr. Bickel", "Mr. Franks"]
CLUES = [
    ("The pound cake went to the winner of the very first round.", lambda s: s.n(R, "pound cake") == 1),
    ("Mrs. Albers won the round immediately after the one Mrs. Gault won.",
     lambda s: s.n(R, "Mrs. Albers") == s.n(R, "Mrs. Gault") + 1),
    ("The hummingbird cake was won in a later round than the angel food cake.",
     lambda s: s.n(R, "hummingbird") > s.n(R, "angel food")),
    ("Neither of the men took home the coconut cake.",
     lambda s: all(not s.same(m, "coconut") for m in MEN)),
    ("Miss Dorsey won the last round of the evening.", lambda s: s.n(R, "Miss Dorsey") == 5),
    ("Mr. Franks won the round right after the one in which the coconut cake was won.",
     lambda s: s.n(R, "Mr. Franks") == s.n(R, "coconut") + 1),
    ("Mrs. Gault didn't win the pound cake, and she didn't win the coconut cake either.",
     lambda s: not s.same("Mrs. Gault", "pound cake") and not s.same("Mrs. Gault", "coconut")),
    ("The German chocolate cake was claimed in an earlier round than the angel food cake.",
     lambda s: s.n(R, "German chocolate") < s.n(R, "angel food")),
]
QUESTIONS = [("Who won the German chocolate cake?", lambda s: s.v("Winners", "German chocolate"))]
NUM = "."
DOT = False
INTRO = ["The cakewalk at the Grace Church fall social ran for five rounds, numbered 1 to 5 in the order they were played. A different person won each round, and each winner carried home a different cake."]
OUTRO = []
REMARKS = INTRO + OUTRO
