# The zebra puzzle as printed in Life International, 17 December 1962.  The text
# has no category lines: the categories below are what its closing remark and
# its statements name.  Houses are numbered from the left ("right means your
# right"), so the first house is house 1.
H = "Houses"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Colours", ["red", "green", "ivory", "yellow", "blue"]),
    ("Nationalities", ["Englishman", "Spaniard", "Ukrainian", "Norwegian", "Japanese"]),
    ("Drinks", ["coffee", "tea", "milk", "orange juice", "water"]),
    ("Cigarettes", ["Old Gold", "Kools", "Chesterfields", "Lucky Strike", "Parliaments"]),
    ("Pets", ["dog", "snails", "fox", "horse", "zebra"]),
]
CLUES = [
    ("There are five houses.", lambda s: True),
    ("The Englishman lives in the red house.", lambda s: s.same("Englishman", "red")),
    ("The Spaniard owns the dog.", lambda s: s.same("Spaniard", "dog")),
    ("Coffee is drunk in the green house.", lambda s: s.same("coffee", "green")),
    ("The Ukrainian drinks tea.", lambda s: s.same("Ukrainian", "tea")),
    ("The green house is immediately to the right of the ivory house.",
     lambda s: s.n(H, "green") == s.n(H, "ivory") + 1),
    ("The Old Gold smoker owns snails.", lambda s: s.same("Old Gold", "snails")),
    ("Kools are smoked in the yellow house.", lambda s: s.same("Kools", "yellow")),
    ("Milk is drunk in the middle house.", lambda s: s.n(H, "milk") == 3),
    ("The Norwegian lives in the first house.", lambda s: s.n(H, "Norwegian") == 1),
    ("The man who smokes Chesterfields lives in the house next to the man with the fox.",
     lambda s: near(s, "Chesterfields", "fox")),
    ("Kools are smoked in the house next to the house where the horse is kept.",
     lambda s: near(s, "Kools", "horse")),
    ("The Lucky Strike smoker drinks orange juice.", lambda s: s.same("Lucky Strike", "orange juice")),
    ("The Japanese smokes Parliaments.", lambda s: s.same("Japanese", "Parliaments")),
    ("The Norwegian lives next to the blue house.", lambda s: near(s, "Norwegian", "blue")),
]
QUESTIONS = [("Now, who drinks water? Who owns the zebra?",
              lambda s: (s.v("Nationalities", "water"), s.v("Nationalities", "zebra")))]
REMARKS = [
    "In the interest of clarity, it must be added that each of the five houses is painted a "
    "different color, and their inhabitants are of different national extractions, own different "
    "pets, drink different beverages and smoke different brands of American cigarets. One other "
    "thing: in statement 6, right means your right.",
]
