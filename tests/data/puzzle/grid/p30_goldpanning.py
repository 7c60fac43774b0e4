G = "Gold"
M = "Months"
CATEGORIES = [
    ("Prospectors", ["Abner", "Clem", "Hattie", "Jedediah", "Opal"]),
    ("Creeks", ["Dry Creek", "Elk Creek", "Fox Creek", "Mule Creek", "Otter Creek"]),
    ("Gold", ["0.5 oz", "0.75 oz", "1 oz", "1.25 oz", "1.5 oz"], [50, 75, 100, 125, 150]),
    ("Months", ["May", "June", "July", "August", "September"], [5, 6, 7, 8, 9]),
]
SOLUTION = [
    ["Abner", "Mule Creek", "1.25 oz", "July"],
    ["Clem", "Dry Creek", "0.5 oz", "September"],
    ["Hattie", "Otter Creek", "1.5 oz", "May"],
    ["Jedediah", "Fox Creek", "0.75 oz", "June"],
    ["Opal", "Elk Creek", "1 oz", "August"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The prospector who worked Otter Creek found 0.25 oz more gold than Abner.",
     lambda s: s.n(G, "Otter Creek") == s.n(G, "Abner") + 25),
    ("The one who panned in August found half an ounce more than Clem.",
     lambda s: s.n(G, "August") == s.n(G, "Clem") + 50),
    ("Hattie panned 2 months before Abner.",
     lambda s: s.n(M, "Hattie") == s.n(M, "Abner") - 2),
    ("The September prospector found the least gold.",
     lambda s: s.same("September", "0.5 oz")),
    ("The Fox Creek panner is either Jedediah or the one who went out in May.",
     lambda s: s.same("Fox Creek", "Jedediah") != s.same("Fox Creek", "May")),
    ("Of Opal and the prospector who found 1.25 oz, one panned in July and the other worked Elk Creek.",
     lambda s: one_other(s, "Opal", "1.25 oz", "July", "Elk Creek")),
    ("Neither the June prospector nor Clem worked Mule Creek.",
     lambda s: not s.same("June", "Mule Creek") and not s.same("Clem", "Mule Creek")),
    ("Opal didn't pan 2 months after Abner.",
     lambda s: s.n(M, "Opal") != s.n(M, "Abner") + 2),
    ("The Dry Creek prospector panned later in the year than the Mule Creek prospector.",
     lambda s: s.n(M, "Dry Creek") > s.n(M, "Mule Creek")),
    ("Jedediah found a quarter ounce more gold than Clem.",
     lambda s: s.n(G, "Jedediah") == s.n(G, "Clem") + 25),
]
NUM = "."
DOT = False
INTRO = ["Five prospectors each panned a different creek in a different month."]
OUTRO = []
REMARKS = INTRO + OUTRO
