# Newspaper weekly: families in the plural, heights in feet.
H = "Heights"
def h(s, x):
    return s.n(H, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Families", ["the Abbotts", "the Brennans", "the Costas", "the Dwyers"]),
    ("Trees", ["beech", "chestnut", "oak", "sycamore"]),
    ("Heights", ["8 ft", "10 ft", "12 ft", "14 ft"], [8, 10, 12, 14]),
]
SOLUTION = [
    ("the Abbotts", "beech", "12 ft"),
    ("the Brennans", "oak", "8 ft"),
    ("the Costas", "chestnut", "14 ft"),
    ("the Dwyers", "sycamore", "10 ft"),
]
INTRO = ["Four families on Larch Close each built a treehouse over the summer, each in a different tree and at a different height above the ground."]
CLUES = [
    ("The treehouse in the chestnut is the highest.", lambda s: h(s, "chestnut") == 14),
    ("The Brennans' treehouse is 4 ft lower than the Abbotts'.", lambda s: h(s, "the Brennans") + 4 == h(s, "the Abbotts")),
    ("The sycamore treehouse is not the Abbotts'.", lambda s: not s.same("sycamore", "the Abbotts")),
    ("The Dwyers built theirs 2 ft higher than the one in the oak.", lambda s: h(s, "the Dwyers") == h(s, "oak") + 2),
    ("The Abbotts didn't build in the oak.", lambda s: not s.same("the Abbotts", "oak")),
    ("The Costas' treehouse is in the chestnut.", lambda s: s.same("the Costas", "chestnut")),
]
REMARKS = INTRO
