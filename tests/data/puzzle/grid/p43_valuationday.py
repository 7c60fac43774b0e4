V = "Valuations"
CATEGORIES = [
    ("First names", ["Dennis", "Margaret", "Norman", "Pauline"]),
    ("Surnames", ["Lowther", "Quigley", "Rudd", "Sowerby"]),
    ("Heirlooms", ["barometer", "carriage clock", "teapot", "vase"]),
    ("Valuations", ["£150", "£300", "£450", "£600"], [150, 300, 450, 600]),
]
SOLUTION = [
    ["Dennis", "Rudd", "barometer", "£450"],
    ["Margaret", "Sowerby", "vase", "£150"],
    ["Norman", "Quigley", "carriage clock", "£600"],
    ["Pauline", "Lowther", "teapot", "£300"],
]
CLUES = [
    ("The carriage clock was valued at £150 more than Mr Rudd's heirloom.",
     lambda s: s.n(V, "carriage clock") == s.n(V, "Rudd") + 150),
    ("Pauline's heirloom, which wasn't the barometer, was valued at twice as much as Mrs Sowerby's.",
     lambda s: not s.same("Pauline", "barometer") and s.n(V, "Pauline") == 2 * s.n(V, "Sowerby")),
    ("Norman, who isn't Mr Rudd, had the most valuable item.", lambda s: not s.same("Norman", "Rudd") and s.n(V, "Norman") == 600),
    ("Mrs Lowther didn't bring the vase.", lambda s: not s.same("Lowther", "vase")),
    ("Dennis brought the barometer, which was valued at more than Margaret's heirloom.", lambda s: s.same("Dennis", "barometer") and s.n(V, "barometer") > s.n(V, "Margaret")),
    ("Neither Mr Quigley nor Margaret brought the teapot.", lambda s: not s.same("Quigley", "teapot") and not s.same("Margaret", "teapot")),
]
QUESTIONS = [("What was the teapot worth?", lambda s: s.v(V, "teapot"))]
NUM = ")"
DOT = False
INTRO = ["At the antiques valuation day in Hensall village hall, four local people each brought along one family heirloom for the experts to see.",
         "Can you work out each owner's full name, the item and the valuation it was given?"]
OUTRO = []
REMARKS = INTRO + OUTRO
