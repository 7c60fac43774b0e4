P = "Prices"
CATEGORIES = [
    ("Buyers", ["Mrs Crane", "Mr Dowd", "Miss Eccles", "Mrs Fenn"]),
    ("Items", ["biscuit tin", "brass kettle", "jigsaw", "teapot"]),
    ("Prices", ["£1.50", "£2", "£2.50", "£3"], [150, 200, 250, 300]),
]
SOLUTION = [
    ["Mrs Crane", "teapot", "£2.50"],
    ["Mr Dowd", "jigsaw", "£1.50"],
    ["Miss Eccles", "brass kettle", "£3"],
    ["Mrs Fenn", "biscuit tin", "£2"],
]
CLUES = [
    ("The brass kettle cost 50p more than the teapot.", lambda s: s.n(P, "brass kettle") == s.n(P, "teapot") + 50),
    ("Mr Dowd paid the least, and it wasn't for the biscuit tin.",
     lambda s: s.n(P, "Mr Dowd") == 150 and not s.same("Mr Dowd", "biscuit tin")),
    ("Mrs Fenn handed over £2.", lambda s: s.same("Mrs Fenn", "£2")),
    ("Mrs Crane didn't buy the kettle.", lambda s: not s.same("Mrs Crane", "brass kettle")),
    ("Miss Eccles spent more than Mrs Crane.", lambda s: s.n(P, "Miss Eccles") > s.n(P, "Mrs Crane")),
    ("Mr Dowd didn't come away with the teapot.", lambda s: not s.same("Mr Dowd", "teapot")),
]
QUESTIONS = [("What did Miss Eccles buy?", lambda s: s.v("Items", "Miss Eccles"))]
NUM = "."
INTRO = ["Four villagers each bought one item at the bring-and-buy sale in the church hall on Saturday morning, each paying a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
