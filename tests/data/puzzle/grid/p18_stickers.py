N = "Stickers"
CATEGORIES = [
    ("Kids", ["Mia", "Leo", "Zoe", "Sam"]),
    ("Pictures", ["star", "heart", "moon", "frog"]),
    ("Stickers", ["3", "5", "7", "9"], [3, 5, 7, 9]),
]
SOLUTION = [
    ["Mia", "moon", "7"],
    ["Leo", "frog", "9"],
    ["Zoe", "star", "3"],
    ["Sam", "heart", "5"],
]
CLUES = [
    ("Leo has the most stickers.", lambda s: s.n(N, "Leo") == 9),
    ("Zoe has 2 fewer stickers than Sam.", lambda s: s.n(N, "Zoe") == s.n(N, "Sam") - 2),
    ("The kid with the moon has 2 more stickers than Sam.", lambda s: s.n(N, "moon") == s.n(N, "Sam") + 2),
    ("Sam did not pick the star.", lambda s: not s.same("Sam", "star")),
    ("Leo picked the frog.", lambda s: s.same("Leo", "frog")),
]
NUM = None
DOT = False
INTRO = ["Four kids are collecting stickers. Each kid picked a different picture and has a different number of stickers."]
OUTRO = []
REMARKS = INTRO + OUTRO
