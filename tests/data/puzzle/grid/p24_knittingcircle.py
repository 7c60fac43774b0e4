# British: a knitting circle; balls of wool as the numeric category, elided nouns.
B = "Balls"
CATEGORIES = [
    ("Knitters", ["Agnes", "Brenda", "Carol", "Doreen"]),
    ("Pieces", ["baby blanket", "bobble hat", "cardigan", "tea cosy"]),
    ("Colours", ["heather", "mustard", "navy", "rust"]),
    ("Balls", ["2 balls", "3 balls", "6 balls", "8 balls"], [2, 3, 6, 8]),
]
SOLUTION = [
    ["Agnes", "cardigan", "navy", "8 balls"],
    ["Brenda", "tea cosy", "mustard", "2 balls"],
    ["Carol", "baby blanket", "rust", "6 balls"],
    ["Doreen", "bobble hat", "heather", "3 balls"],
]
CLUES = [
    ("Agnes's took more balls of wool than anyone else's.", lambda s: s.n(B, "Agnes") == 8),
    ("The rust one used three balls more than Doreen's.", lambda s: s.n(B, "rust") == s.n(B, "Doreen") + 3),
    ("Brenda knitted the tea cosy, but not in heather.",
     lambda s: s.same("Brenda", "tea cosy") and not s.same("Brenda", "heather")),
    ("The bobble hat was knitted in heather, and the navy wool wasn't used for the baby blanket.",
     lambda s: s.same("bobble hat", "heather") and not s.same("navy", "baby blanket")),
    ("Carol's needed more wool than Doreen's.", lambda s: s.n(B, "Carol") > s.n(B, "Doreen")),
    ("Of the cardigan and the mustard piece, one was Agnes's and the other used 2 balls.",
     lambda s: (s.same("cardigan", "Agnes") and s.same("mustard", "2 balls"))
     or (s.same("mustard", "Agnes") and s.same("cardigan", "2 balls"))),
]
QUESTIONS = [("Which colour did Carol knit with?", lambda s: s.v("Colours", "Carol"))]
NUM = "."
DOT = False
INTRO = ["Four members of the Tuesday knitting circle each finished one piece this month, each in a different colour of wool, and no two used the same number of balls."]
OUTRO = []
REMARKS = INTRO + OUTRO
