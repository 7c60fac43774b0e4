# A 1962-style text with NO category lines: a row of five allotment plots.
# The plots are numbered from the gate, so "nearest the gate" is plot 1.
P = "Plots"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(P, a) - s.n(P, b)) == 1
CATEGORIES = [
    ("Plots", ["1", "2", "3", "4", "5"]),
    ("Holders", ["Arthur", "Bernard", "Cecil", "Dora", "Edna"]),
    ("Vegetables", ["beans", "cabbages", "leeks", "marrows", "parsnips"]),
    ("Sheds", ["black", "brown", "green", "grey", "yellow"]),
    ("Flasks", ["cocoa", "coffee", "lemonade", "soup", "tea"]),
]
SOLUTION = [
    ["1", "Dora", "leeks", "grey", "soup"],
    ["2", "Cecil", "beans", "black", "tea"],
    ["3", "Arthur", "parsnips", "green", "cocoa"],
    ["4", "Edna", "marrows", "yellow", "lemonade"],
    ["5", "Bernard", "cabbages", "brown", "coffee"],
]
CLUES = [
    ("There are five plots in the row, numbered 1 to 5 from the gate.", lambda s: True),
    ("Arthur grows parsnips.", lambda s: s.same("Arthur", "parsnips")),
    ("Dora's shed is painted grey.", lambda s: s.same("Dora", "grey")),
    ("Cecil brings tea in his flask.", lambda s: s.same("Cecil", "tea")),
    ("The green shed stands on the middle plot.", lambda s: s.n(P, "green") == 3),
    ("The marrows grow on the plot just beyond the green shed, going away from the gate.",
     lambda s: s.n(P, "marrows") == s.n(P, "green") + 1),
    ("Whoever grows the leeks has soup in the flask.", lambda s: s.same("leeks", "soup")),
    ("Dora's plot is the one nearest the gate.", lambda s: s.n(P, "Dora") == 1),
    ("Cocoa is drunk on the plot where the parsnips grow.", lambda s: s.same("cocoa", "parsnips")),
    ("Edna's shed is yellow.", lambda s: s.same("Edna", "yellow")),
    ("The beans are grown next to the leeks.", lambda s: near(s, "beans", "leeks")),
    ("The coffee drinker has the plot farthest from the gate.", lambda s: s.n(P, "coffee") == 5),
    ("Bernard's shed is brown, and Edna works the plot next to Arthur's.",
     lambda s: s.same("Bernard", "brown") and near(s, "Edna", "Arthur")),
    ("The black shed is next to the grey one.", lambda s: near(s, "black", "grey")),
]
QUESTIONS = [("Who grows the cabbages?", lambda s: s.v("Holders", "cabbages")),
             ("Whose flask holds lemonade?", lambda s: s.v("Holders", "lemonade"))]
NUM = "."
DOT = False
INTRO = ["Down on the Allotments"]
OUTRO = ["Each plot has a shed of a different colour, and each of the five plot-holders grows a different prize vegetable "
         "and brings a different drink in a flask."]
REMARKS = INTRO + OUTRO
