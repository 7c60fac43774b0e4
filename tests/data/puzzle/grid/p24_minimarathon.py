# Irish: the women's mini marathon; times in minutes, sums in euro.
T = "Times"
R = "Raised"
CATEGORIES = [
    ("Runners", ["Aoife", "Ciara", "Niamh", "Orla"]),
    ("Counties", ["Cork", "Galway", "Kerry", "Mayo"]),
    ("Times", ["56 minutes", "61 minutes", "66 minutes", "71 minutes"], [56, 61, 66, 71]),
    ("Raised", ["€150", "€250", "€350", "€450"], [150, 250, 350, 450]),
]
SOLUTION = [
    ["Aoife", "Kerry", "61 minutes", "€450"],
    ["Ciara", "Mayo", "71 minutes", "€250"],
    ["Niamh", "Cork", "56 minutes", "€150"],
    ["Orla", "Galway", "66 minutes", "€350"],
]
CLUES = [
    ("The Cork woman was the quickest of the four but raised the least.",
     lambda s: s.n(T, "Cork") == 56 and s.n(R, "Cork") == 150),
    ("Aoife finished 5 minutes ahead of the girl from Galway.", lambda s: s.n(T, "Aoife") == s.n(T, "Galway") - 5),
    ("Orla raised €100 less than the runner from Kerry.", lambda s: s.n(R, "Orla") == s.n(R, "Kerry") - 100),
    ("The Mayo runner came in ten minutes behind Aoife.", lambda s: s.n(T, "Mayo") == s.n(T, "Aoife") + 10),
    ("Ciara, who was the slowest, raised €100 more than Niamh.",
     lambda s: s.n(T, "Ciara") == 71 and s.n(R, "Ciara") == s.n(R, "Niamh") + 100),
    ("Niamh isn't from Galway.", lambda s: not s.same("Niamh", "Galway")),
]
NUM = "."
DOT = False
INTRO = ["Four friends who share a flat in Dublin ran the women's mini marathon on the June bank holiday, each raising money for the hospice. They come from different counties, and no two finished in the same time or raised the same amount."]
OUTRO = []
REMARKS = INTRO + OUTRO
