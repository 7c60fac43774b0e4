# No category lines: four treehouses in four trees (4 positions, 5
# categories); passwords in quotation marks, unnumbered statements.
H = "Trees"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = ""
CATEGORY_LINES = False
CATEGORIES = [
    ("Trees", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Children", ["Nell", "Rosie", "Sam", "Toby"]),
    ("Kinds", ["ash", "beech", "elm", "oak"]),
    ("Flags", ["dragon", "moon", "skull", "star"]),
    ("Passwords", ["banana", "custard", "pickle", "rhubarb"]),
]
SOLUTION = [
    ("1", "Toby", "ash", "skull", "banana"),
    ("2", "Nell", "oak", "dragon", "custard"),
    ("3", "Rosie", "beech", "star", "rhubarb"),
    ("4", "Sam", "elm", "moon", "pickle"),
]
CLUES = [
    ("Rosie flies the star.", lambda s: s.same("Rosie", "star")),
    ("Sam's treehouse and the one flying the skull are at opposite ends of the row.", lambda s: {p(s, "Sam"), p(s, "skull")} == {1, 4}),
    ("Toby's treehouse is next to the oak.", lambda s: nextto(s, "Toby", "oak")),
    ("Nell's password is \"custard\".", lambda s: s.same("Nell", "custard")),
    ("The dragon flag flies immediately to the right of the skull.", lambda s: p(s, "dragon") == p(s, "skull") + 1),
    ("The moon flag flies from the elm.", lambda s: s.same("elm", "moon")),
    ("The beech is next to the tree whose password is \"pickle\".", lambda s: nextto(s, "beech", "pickle")),
    ("To get into the treehouse with the dragon flag you have to say \"custard\".", lambda s: s.same("dragon", "custard")),
    ("You need to say \"rhubarb\" to get into the beech treehouse.", lambda s: s.same("beech", "rhubarb")),
    ("The flag on the ash is not the moon.", lambda s: not s.same("ash", "moon")),
]
QUESTIONS = [("Whose password is \"banana\"?", lambda s: s.v("Children", "banana"))]
INTRO = ["Four children have each built a treehouse in one of the four trees that stand in a row at the bottom of the garden, numbered 1 to 4 from left to right as seen from the kitchen window. The trees are of four different kinds, each treehouse flies a different flag, and each has a different password."]
REMARKS = INTRO
