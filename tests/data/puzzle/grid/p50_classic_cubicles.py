# No category lines: the intro gives the numbering (1 to 5 from left to right as
# you walk in) and says what differs; the clues name the values, and the question
# names the two values no clue mentions.
N = "Cubicles"
CATEGORY_LINES = False
CATEGORIES = [
    ("Cubicles", ["1", "2", "3", "4", "5"]),
    ("Employees", ["Quincy", "Wendell", "Xiomara", "Yusuf", "Zelda"]),
    ("Departments", ["accounts", "design", "HR", "IT", "sales"]),
    ("Plants", ["aloe", "bonsai", "cactus", "fern", "orchid"]),
    ("Drinks", ["chai", "cocoa", "coffee", "green tea", "peppermint tea"]),
    ("Commutes", ["bike", "bus", "car", "on foot", "train"]),
]
SOLUTION = [
    ["1", "Yusuf", "IT", "cactus", "coffee", "bike"],
    ["2", "Zelda", "sales", "fern", "green tea", "train"],
    ["3", "Quincy", "accounts", "bonsai", "chai", "car"],
    ["4", "Wendell", "design", "aloe", "cocoa", "on foot"],
    ["5", "Xiomara", "HR", "orchid", "peppermint tea", "bus"],
]
def near(s, a, b):
    return abs(s.n(N, a) - s.n(N, b)) == 1
def at_end(s, a):
    return s.n(N, a) in (1, 5)
CLUES = [
    ("Zelda works in sales.", lambda s: s.same("Zelda", "sales")),
    ("The person from IT drinks coffee.", lambda s: s.same("IT", "coffee")),
    ("The fern is immediately to the right of the cactus.", lambda s: s.n(N, "fern") == s.n(N, "cactus") + 1),
    ("The train commuter keeps a fern.", lambda s: s.same("train", "fern")),
    ("Quincy comes to work by car.", lambda s: s.same("Quincy", "car")),
    ("The accounts clerk drinks chai.", lambda s: s.same("accounts", "chai")),
    ("The person who comes on foot sits next to the one who takes the bus.", lambda s: near(s, "on foot", "bus")),
    ("Wendell works in design.", lambda s: s.same("Wendell", "design")),
    ("The green tea drinker sits next to the coffee drinker.", lambda s: near(s, "green tea", "coffee")),
    ("The peppermint tea drinker takes the bus.", lambda s: s.same("peppermint tea", "bus")),
    ("Yusuf's cubicle is at one end of the row.", lambda s: at_end(s, "Yusuf")),
    ("The aloe is somewhere to the right of the bonsai.", lambda s: s.n(N, "aloe") > s.n(N, "bonsai")),
    ("The IT worker comes in by bike.", lambda s: s.same("IT", "bike")),
    ("Zelda sits immediately to the right of Yusuf.", lambda s: s.n(N, "Zelda") == s.n(N, "Yusuf") + 1),
    ("The person who comes on foot keeps the aloe.", lambda s: s.same("on foot", "aloe")),
    ("The HR manager's cubicle is at one end.", lambda s: at_end(s, "HR")),
    ("Xiomara takes the bus.", lambda s: s.same("Xiomara", "bus")),
]
QUESTIONS = [("Who drinks cocoa? Who keeps an orchid?",
              lambda s: (s.v("Employees", "cocoa"), s.v("Employees", "orchid")))]
NUM = "."
INTRO = ["In an open-plan office, five cubicles stand in a row along the window, numbered 1 to 5 from left to right as you walk in. Each is used by a different person, who works in a different department, keeps a different plant on the desk, drinks a different hot drink and gets to work a different way."]
OUTRO = []
REMARKS = INTRO + OUTRO
