P = "Prices"
CATEGORIES = [
    ("Customers", ["Aiden", "Bella", "Cyrus", "Dana", "Estelle"]),
    ("Juices", ["beet", "carrot", "celery", "mango", "watermelon"]),
    ("Prices", ["$3.75", "$4.25", "$4.75", "$5.25", "$5.75"], [375, 425, 475, 525, 575]),
]
SOLUTION = [
    ["Aiden", "celery", "$4.75"],
    ["Bella", "mango", "$5.75"],
    ["Cyrus", "beet", "$3.75"],
    ["Dana", "watermelon", "$5.25"],
    ["Estelle", "carrot", "$4.25"],
]
CLUES = [
    ("Bella's order was either the mango juice or the drink that cost $4.25.", lambda s: s.same("Bella", "mango") != s.same("Bella", "$4.25")),
    ("The beet juice was the least expensive drink.", lambda s: s.n(P, "beet") == 375),
    ("The carrot juice cost 50 cents more than Cyrus's juice.", lambda s: s.n(P, "carrot") == s.n(P, "Cyrus") + 50),
    ("Dana paid $1.00 more than Estelle.", lambda s: s.n(P, "Dana") == s.n(P, "Estelle") + 100),
    ("The watermelon juice cost 50 cents less than the mango juice.", lambda s: s.n(P, "watermelon") == s.n(P, "mango") - 50),
    ("Aiden didn't order the carrot juice.", lambda s: not s.same("Aiden", "carrot")),
    ("The celery juice cost more than the carrot juice.", lambda s: s.n(P, "celery") > s.n(P, "carrot")),
    ("Estelle's juice cost 50 cents less than Aiden's.", lambda s: s.n(P, "Estelle") == s.n(P, "Aiden") - 50),
    ("Bella paid more than Dana.", lambda s: s.n(P, "Bella") > s.n(P, "Dana")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
