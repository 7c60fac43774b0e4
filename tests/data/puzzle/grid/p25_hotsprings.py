F = "Temperatures"
CATEGORIES = [
    ("Springs", ["Bear Creek", "Crystal Pool", "Eagle Rock", "Sulfur Flats"]),
    ("Temperatures", ["98°F", "102°F", "106°F", "110°F"], [98, 102, 106, 110]),
    ("States", ["Idaho", "Montana", "Oregon", "Wyoming"]),
]
SOLUTION = [
    ["Bear Creek", "106°F", "Montana"],
    ["Crystal Pool", "98°F", "Oregon"],
    ["Eagle Rock", "110°F", "Idaho"],
    ["Sulfur Flats", "102°F", "Wyoming"],
]
CLUES = [
    ("The spring in Idaho is the hottest of the four.", lambda s: s.n(F, "Idaho") == 110),
    ("Bear Creek is 4 degrees warmer than the Wyoming spring.", lambda s: s.n(F, "Bear Creek") == s.n(F, "Wyoming") + 4),
    ("Crystal Pool isn't in Wyoming.", lambda s: not s.same("Crystal Pool", "Wyoming")),
    ("The 98°F spring is in either Oregon or Montana.", lambda s: s.same("98°F", "Oregon") or s.same("98°F", "Montana")),
    ('Sulfur Flats is 8 degrees cooler than Eagle Rock.', lambda s: s.n(F, "Sulfur Flats") == s.n(F, "Eagle Rock") - 8),
    ("Bear Creek isn't in Idaho or Oregon.", lambda s: not s.same("Bear Creek", "Idaho") and not s.same("Bear Creek", "Oregon")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
