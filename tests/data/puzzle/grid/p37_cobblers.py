P = "Prices"
CATEGORIES = [
    ("Customers", ["Mrs Abbott", "Mr Bramley", "Ms Corrigan", "Mr Dunmore"]),
    ("Repairs", ["brogues", "handbag", "riding boots", "sandals"]),
    ("Prices", ["£8", "£11", "£14", "£17"], [8, 11, 14, 17]),
]
SOLUTION = [
    ["Mrs Abbott", "sandals", "£8"],
    ["Mr Bramley", "riding boots", "£17"],
    ["Ms Corrigan", "handbag", "£11"],
    ["Mr Dunmore", "brogues", "£14"],
]
CLUES = [
    ("The riding boots cost the most to repair.", lambda s: s.n(P, "riding boots") == 17),
    ("Ms Corrigan paid £3 more than the customer who brought in the sandals.",
     lambda s: s.n(P, "Ms Corrigan") == s.n(P, "sandals") + 3),
    ("The brogues didn't belong to Mrs Abbott, Mr Bramley or Ms Corrigan.",
     lambda s: not s.same("brogues", "Mrs Abbott") and not s.same("brogues", "Mr Bramley") and not s.same("brogues", "Ms Corrigan")),
    ("The handbag cost less to mend than the brogues.", lambda s: s.n(P, "handbag") < s.n(P, "brogues")),
    ("Mrs Abbott, whose repair was the cheapest, hadn't brought in the handbag.",
     lambda s: s.n(P, "Mrs Abbott") == 8 and not s.same("Mrs Abbott", "handbag")),
]
QUESTIONS = [("Who brought in the handbag?", lambda s: s.v("Customers", "handbag"))]
NUM = "."
DOT = False
INTRO = ["Four customers collected their repairs from the cobbler's on Saturday morning. Each had brought in one item, and each paid a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
