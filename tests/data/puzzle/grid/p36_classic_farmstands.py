# An Einstein-riddle retelling: five farm stands along a county road,
# numbered 1-5 from west to east.
H = "Stands"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
WOMEN = ["Mrs. Iverson", "Mrs. Kohl"]
CATEGORIES = [
    ("Stands", ["1", "2", "3", "4", "5"]),
    ("Farmers", ["Mr. Haas", "Mrs. Iverson", "Mr. Janke", "Mrs. Kohl", "Mr. Lund"]),
    ("Produce", ["apples", "honey", "pumpkins", "sweet corn", "tomatoes"]),
    ("Dogs", ["collie", "dachshund", "husky", "poodle", "terrier"]),
    ("Trucks", ["Chevy", "Dodge", "Ford", "GMC", "International"]),
]
SOLUTION = [
    ["1", "Mrs. Kohl", "honey", "poodle", "Dodge"],
    ["2", "Mr. Lund", "sweet corn", "collie", "Ford"],
    ["3", "Mr. Haas", "pumpkins", "husky", "International"],
    ["4", "Mrs. Iverson", "apples", "terrier", "Chevy"],
    ["5", "Mr. Janke", "tomatoes", "dachshund", "GMC"],
]
CLUES = [
    ("Mr. Haas sells pumpkins.", lambda s: s.same("Mr. Haas", "pumpkins")),
    ("The farmer who drives the Ford keeps a collie.", lambda s: s.same("Ford", "collie")),
    ("Honey is sold at the westernmost stand.", lambda s: s.n(H, "honey") == 1),
    ("The apple stand is immediately east of the pumpkin stand.",
     lambda s: s.n(H, "apples") == s.n(H, "pumpkins") + 1),
    ("Mrs. Kohl drives a Dodge.", lambda s: s.same("Mrs. Kohl", "Dodge")),
    ("The husky belongs to the farmer at the middle stand.", lambda s: s.n(H, "husky") == 3),
    ("Mr. Janke's stand is at the east end of the road.", lambda s: s.n(H, "Mr. Janke") == 5),
    ("The terrier's owner sells apples.", lambda s: s.same("terrier", "apples")),
    ("The GMC belongs to the tomato grower.", lambda s: s.same("GMC", "tomatoes")),
    ("Mr. Lund's stand is next to Mrs. Kohl's.", lambda s: near(s, "Mr. Lund", "Mrs. Kohl")),
    ("The poodle lives at the stand next to the one with the collie.", lambda s: near(s, "poodle", "collie")),
    ("The Chevy is parked at a woman's stand.", lambda s: any(s.same(w, "Chevy") for w in WOMEN)),
    ("The International is parked next to the stand of the man who sells sweet corn.",
     lambda s: near(s, "International", "sweet corn") and not any(s.same(w, "sweet corn") for w in WOMEN)),
]
QUESTIONS = [("Who owns the dachshund?", lambda s: s.v("Farmers", "dachshund")),
             ("Who sells the sweet corn?", lambda s: s.v("Farmers", "sweet corn"))]
NUM = "."
DOT = True
INTRO = ["Five farm stands sit in a row along County Road 12, numbered 1 to 5 from west to east. Each is run by a different farmer, who sells a different crop, keeps a different dog at the stand, and drives a different make of pickup truck."]
OUTRO = []
REMARKS = INTRO + OUTRO
