C = "Cottages"
def near(s, a, b):
    return abs(s.n(C, a) - s.n(C, b)) == 1
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Families", ["the Hansens", "the Jorgensons", "the Lindquists", "the Olsons", "the Swensons"]),
    ("Boats", ["canoe", "fishing skiff", "pontoon", "sailboat", "speedboat"]),
    ("Dogs", ["collie", "dachshund", "Labrador", "poodle", "terrier"]),
    ("Hometowns", ["Duluth", "Fargo", "Mankato", "Rochester", "St. Cloud"]),
]
SOLUTION = [
    ["1", "the Olsons", "canoe", "dachshund", "Fargo"],
    ["2", "the Hansens", "speedboat", "collie", "Duluth"],
    ["3", "the Swensons", "pontoon", "Labrador", "Rochester"],
    ["4", "the Lindquists", "sailboat", "terrier", "St. Cloud"],
    ["5", "the Jorgensons", "fishing skiff", "poodle", "Mankato"],
]
CLUES = [
    ("The Hansens own the speedboat.", lambda s: s.same("the Hansens", "speedboat")),
    ("The family from Rochester keeps a Labrador.", lambda s: s.same("Rochester", "Labrador")),
    ("The pontoon belongs to the family in the middle cottage.", lambda s: s.n(C, "pontoon") == 3),
    ("The Olsons have the cottage nearest the landing.", lambda s: s.n(C, "the Olsons") == 1),
    ("The family from Fargo has a canoe.", lambda s: s.same("Fargo", "canoe")),
    ("The family with the sailboat lives next door to the family with the poodle.", lambda s: near(s, "sailboat", "poodle")),
    ("The Jorgensons have the cottage at the far end of the row.", lambda s: s.n(C, "the Jorgensons") == 5),
    ("The collie lives next door to the Olsons.", lambda s: near(s, "collie", "the Olsons")),
    ("The terrier belongs to the family from St. Cloud.", lambda s: s.same("terrier", "St. Cloud")),
    ("The family from Duluth lives right between the family from Fargo and the family from Rochester.",
     lambda s: abs(s.n(C, "Fargo") - s.n(C, "Rochester")) == 2 and s.n(C, "Duluth") * 2 == s.n(C, "Fargo") + s.n(C, "Rochester")),
    ("The Swensons don't own the fishing skiff.", lambda s: not s.same("the Swensons", "fishing skiff")),
    ("The Lindquists don't live next door to the Hansens.", lambda s: not near(s, "the Lindquists", "the Hansens")),
    ("The dachshund lives next door to the family with the speedboat.", lambda s: near(s, "dachshund", "speedboat")),
    ("The Hansens' cottage is closer to the landing than the Lindquists'.", lambda s: s.n(C, "the Hansens") < s.n(C, "the Lindquists")),
    ("The Jorgensons brought the poodle.", lambda s: s.same("the Jorgensons", "poodle")),
]
QUESTIONS = [
    ("Who owns the dachshund?", lambda s: s.v("Families", "dachshund")),
    ("Where does the family with the fishing skiff come from?", lambda s: s.v("Hometowns", "fishing skiff")),
]
NUM = None
DOT = False
INTRO = [
    "Cottages on the Lake",
    "Five families from five different towns rent the five cottages in a row along the north shore of Loon Lake, numbered 1 to 5 starting from the boat landing. Each family keeps a different boat at its dock and brought along a different dog.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
