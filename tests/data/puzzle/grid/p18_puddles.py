J = "Jumps"
CATEGORIES = [
    ("Kids", ["Ava", "Ben", "Kit", "Tom"]),
    ("Boots", ["blue", "pink", "red", "yellow"]),
    ("Jumps", ["2", "4", "6", "8"], [2, 4, 6, 8]),
]
SOLUTION = [
    ["Ava", "yellow", "6"],
    ["Ben", "red", "2"],
    ["Kit", "blue", "8"],
    ["Tom", "pink", "4"],
]
CLUES = [
    ("Kit made the most jumps.", lambda s: s.n(J, "Kit") == 8),
    ("Ben made the fewest jumps.", lambda s: s.n(J, "Ben") == 2),
    ("The kid in pink boots made 2 more jumps than Ben.", lambda s: s.n(J, "pink") == s.n(J, "Ben") + 2),
    ("Ava does not have blue boots or red boots.", lambda s: not s.same("Ava", "blue") and not s.same("Ava", "red")),
    ("Tom wears pink boots.", lambda s: s.same("Tom", "pink")),
    ("The kid in blue boots made 8 jumps.", lambda s: s.same("blue", "8")),
]
NUM = None
DOT = False
INTRO = ["Four kids jump in puddles after the rain."]
OUTRO = []
REMARKS = INTRO + OUTRO
