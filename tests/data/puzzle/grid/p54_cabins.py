# No category lines: four log cabins numbered from the boathouse; order is
# told as "further from the boathouse" / "the next one along", never
# left/right.  The van and canoeing occur only in the question.
H = "Cabins"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1)"
CATEGORY_LINES = False
CATEGORIES = [
    ("Cabins", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Families", ["Abbotts", "Dunns", "Finches", "Greaves"]),
    ("Woods", ["birch", "cedar", "larch", "pine"]),
    ("Pastimes", ["canoeing", "fishing", "hiking", "sailing"]),
    ("Vehicles", ["jeep", "minibus", "motorbike", "van"]),
]
SOLUTION = [
    ("1", "Dunns", "larch", "fishing", "van"),
    ("2", "Greaves", "cedar", "sailing", "jeep"),
    ("3", "Abbotts", "pine", "hiking", "minibus"),
    ("4", "Finches", "birch", "canoeing", "motorbike"),
]
CLUES = [
    ("The Dunns have the larch cabin.", lambda s: s.same("Dunns", "larch")),
    ("The family in the pine cabin came in the minibus.", lambda s: s.same("pine", "minibus")),
    ("The Abbotts spend their days hiking.", lambda s: s.same("Abbotts", "hiking")),
    ("There is exactly one cabin between the Dunns' cabin and the Abbotts'.", lambda s: abs(p(s, "Dunns") - p(s, "Abbotts")) == 2),
    ("The motorbike is parked outside the birch cabin.", lambda s: s.same("birch", "motorbike")),
    ("The family who go fishing are next door to the family with the jeep.", lambda s: nextto(s, "fishing", "jeep")),
    ("The hikers arrived in a minibus.", lambda s: s.same("hiking", "minibus")),
    ("The Abbotts are in the cabin immediately beyond the Greaves', as you walk away from the boathouse.", lambda s: p(s, "Abbotts") == p(s, "Greaves") + 1),
    ("The Finches are further from the boathouse than the family with the jeep.", lambda s: p(s, "Finches") > p(s, "jeep")),
    ("The sailing family's cabin is the next one along from the fishing family's, on the side away from the boathouse.", lambda s: p(s, "sailing") == p(s, "fishing") + 1),
    ("The cedar cabin is not the Finches'.", lambda s: not s.same("cedar", "Finches")),
]
QUESTIONS = [("Which family came in the van, and which family goes canoeing?",
              lambda s: (s.v("Families", "van"), s.v("Families", "canoeing")))]
INTRO = ["Four log cabins stand in a row along the lake shore, numbered 1 to 4 starting with the one nearest the boathouse. Each is built of a different wood and has been taken for the week by a different family, who came by a different vehicle and has a different favourite pastime."]
REMARKS = INTRO
