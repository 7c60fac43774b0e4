# Category lines, farmers first: five farms along a lane, positions given as
# ordinal words (first = nearest the village); a numeric category of acres.
F = "Farm"
def p(s, x):
    return s.n(F, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
def acres(s, x):
    return s.n("Acres", x)
NUM = "1)"
CATEGORIES = [
    ("Farmer", ["Amos", "Bryn", "Ceri", "Dilys", "Emlyn"]),
    ("Farm", ["first", "second", "third", "fourth", "fifth"], [1, 2, 3, 4, 5]),
    ("Animals", ["cattle", "geese", "goats", "pigs", "sheep"]),
    ("Acres", ["40", "60", "80", "100", "120"], [40, 60, 80, 100, 120]),
    ("Crop", ["barley", "oats", "potatoes", "turnips", "wheat"]),
]
SOLUTION = [
    ("Bryn", "first", "goats", "80", "barley"),
    ("Amos", "second", "sheep", "120", "turnips"),
    ("Dilys", "third", "pigs", "40", "wheat"),
    ("Ceri", "fourth", "geese", "100", "oats"),
    ("Emlyn", "fifth", "cattle", "60", "potatoes"),
]
CLUES = [
    ("Amos farms 120 acres.", lambda s: s.same("Amos", "120")),
    ("Dilys keeps pigs.", lambda s: s.same("Dilys", "pigs")),
    ("The cattle farm is next to the farm of 100 acres.", lambda s: nextto(s, "cattle", "100")),
    ("Ceri's farm is further from the village than the farm growing barley.", lambda s: p(s, "Ceri") > p(s, "barley")),
    ("Emlyn's farm is 60 acres.", lambda s: s.same("Emlyn", "60")),
    ("The oat farm is bigger than the farm with the goats.", lambda s: acres(s, "oats") > acres(s, "goats")),
    ("Amos keeps sheep.", lambda s: s.same("Amos", "sheep")),
    ("There is one farm between the wheat farm and the 80-acre farm.", lambda s: abs(p(s, "wheat") - p(s, "80")) == 2),
    ("Dilys's two neighbours are the 120-acre farm and the farm growing oats.", lambda s: nextto(s, "Dilys", "120") and nextto(s, "Dilys", "oats") and not s.same("120", "oats")),
    ("The wheat farm is the next one along the lane beyond the turnip farm.", lambda s: p(s, "wheat") == p(s, "turnips") + 1),
    ("The goats graze on 80 acres.", lambda s: s.same("goats", "80")),
]
QUESTIONS = [("Who grows the potatoes?", lambda s: s.v("Farmer", "potatoes")),
             ("How many acres does Ceri farm?", lambda s: s.v("Acres", "Ceri"))]
INTRO = ["Five farms lie one after another along the lane that leads out of the village; the first is nearest the village, and \"beyond\" means further from it. Each farmer grows a different main crop, keeps a different kind of animal and farms a different acreage."]
REMARKS = INTRO
