P = "Plots"
def pos(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Plots", ["1", "2", "3", "4", "5"]),
    ("Gardeners", ["Amos", "Beth", "Cyril", "Dora", "Edith"]),
    ("Crops", ["beans", "carrots", "leeks", "potatoes", "squash"]),
]
CLUES = [
    ("Edith has the middle plot.", lambda s: pos(s, "Edith") == 3),
    ("The squash is growing immediately to the left of Edith's plot.",
     lambda s: pos(s, "squash") == pos(s, "Edith") - 1),
    ("Cyril's plot is at one end of the row, but it isn't where the leeks are.",
     lambda s: pos(s, "Cyril") in (1, 5) and not s.same("Cyril", "leeks")),
    ("Beth's plot is next to Cyril's.", lambda s: abs(pos(s, "Beth") - pos(s, "Cyril")) == 1),
    ("The carrots are somewhere to the right of the potatoes.",
     lambda s: pos(s, "carrots") > pos(s, "potatoes")),
    ("Dora grows neither beans nor potatoes.",
     lambda s: not s.same("Dora", "beans") and not s.same("Dora", "potatoes")),
    ("There is exactly one plot between Amos's plot and the potatoes.",
     lambda s: abs(pos(s, "Amos") - pos(s, "potatoes")) == 2),
    ("The beans are not next to the leeks.", lambda s: abs(pos(s, "beans") - pos(s, "leeks")) != 1),
    ("Dora's plot is also at one end of the row.", lambda s: pos(s, "Dora") in (1, 5)),
]
REMARKS = ["The plots are numbered 1 to 5 from left to right."]
QUESTIONS = [("Who grows the leeks?", lambda s: s.v("Gardeners", "leeks"))]
