R = "Rates"
CATEGORIES = [
    ("Neighborhoods", ["Ashby", "Brookfield", "Crestview", "Eastgate", "Fairview"]),
    ("Coordinators", ["Fiona", "Gideon", "Hollis", "Isadora", "Jamal"]),
    ("Rates", ["40%", "45%", "50%", "55%", "60%"], [40, 45, 50, 55, 60]),
]
SOLUTION = [
    ["Ashby", "Isadora", "50%"],
    ["Brookfield", "Fiona", "60%"],
    ["Crestview", "Jamal", "40%"],
    ["Eastgate", "Gideon", "55%"],
    ["Fairview", "Hollis", "45%"],
]
CLUES = [
    ("The neighborhood coordinated by Gideon recycled 5 percentage points more than Ashby.", lambda s: s.n(R, "Gideon") == s.n(R, "Ashby") + 5),
    ("Brookfield had the highest rate.", lambda s: s.n(R, "Brookfield") == 60),
    ("Jamal's neighborhood had a rate 10 percentage points lower than Isadora's.", lambda s: s.n(R, "Jamal") == s.n(R, "Isadora") - 10),
    ("Crestview had the lowest recycling rate.", lambda s: s.n(R, "Crestview") == 40),
    ("The neighborhood with a 45% rate isn't coordinated by Isadora.", lambda s: not s.same("45%", "Isadora")),
    ("Fairview's rate was lower than Eastgate's.", lambda s: s.n(R, "Fairview") < s.n(R, "Eastgate")),
    ("Fiona doesn't coordinate Eastgate.", lambda s: not s.same("Fiona", "Eastgate")),
    ("Hollis's neighborhood recycled 5 percentage points more than Crestview.", lambda s: s.n(R, "Hollis") == s.n(R, "Crestview") + 5),
    ("Eastgate's rate was 10 percentage points higher than Fairview's.", lambda s: s.n(R, "Eastgate") == s.n(R, "Fairview") + 10),
    ("Fiona's neighborhood had the best rate of all.", lambda s: s.n(R, "Fiona") == 60),
]
NUM = ")"
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
