A = "Sizes"
W = "Build times"
CATEGORIES = [
    ("Builders", ["Gideon", "Harriet", "Ivo", "Juno"]),
    ("Towns", ["Asheville", "Boulder", "Duluth", "Taos"]),
    ("Sizes", ["160 sq ft", "200 sq ft", "240 sq ft", "280 sq ft"], [160, 200, 240, 280]),
    ("Build times", ["10 weeks", "12 weeks", "14 weeks", "16 weeks"], [10, 12, 14, 16]),
]
SOLUTION = [
    ["Gideon", "Duluth", "240 sq ft", "12 weeks"],
    ["Harriet", "Taos", "160 sq ft", "16 weeks"],
    ["Ivo", "Boulder", "280 sq ft", "10 weeks"],
    ["Juno", "Asheville", "200 sq ft", "14 weeks"],
]
CLUES = [
    ("The Taos house is 80 sq ft smaller than Gideon's.",
     lambda s: s.n(A, "Taos") == s.n(A, "Gideon") - 80),
    ("Ivo's house took 2 weeks less to build than the Duluth house.",
     lambda s: s.n(W, "Ivo") == s.n(W, "Duluth") - 2),
    ("The largest house was finished faster than any other.",
     lambda s: s.n(W, "280 sq ft") == 10),
    ("The 200-sq-ft house took longer to build than Gideon's.",
     lambda s: s.n(W, "200 sq ft") > s.n(W, "Gideon")),
    ("Juno's house is 40 sq ft larger than Harriet's.",
     lambda s: s.n(A, "Juno") == s.n(A, "Harriet") + 40),
    ("The Asheville house took 2 weeks longer to build than the Duluth house.",
     lambda s: s.n(W, "Asheville") == s.n(W, "Duluth") + 2),
]
NUM = None
DOT = False
INTRO = ["Four builders each finished a tiny house for a client in a different town."]
OUTRO = []
REMARKS = INTRO + OUTRO
