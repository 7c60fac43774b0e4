# Website style: a queue (1st is the front), prices with cents; unnumbered.
Q = "Queue"
PR = "Prices"
def q(s, x):
    return s.n(Q, x)
def pr(s, x):
    return s.n(PR, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Customers", ["Aziz", "Bronwen", "Chen", "Dagny", "Emeka"]),
    ("Queue", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
    ("Orders", ["burrito", "falafel wrap", "fish tacos", "loaded fries", "quesadilla"]),
    ("Prices", ["$7.25", "$8.50", "$9.00", "$10.75", "$12.00"], [725, 850, 900, 1075, 1200]),
]
SOLUTION = [
    ("Aziz", "3rd", "fish tacos", "$10.75"),
    ("Bronwen", "1st", "quesadilla", "$8.50"),
    ("Chen", "5th", "loaded fries", "$7.25"),
    ("Dagny", "2nd", "burrito", "$12.00"),
    ("Emeka", "4th", "falafel wrap", "$9.00"),
]
INTRO = ["Five people queued at the Rolling Fork food truck at lunchtime. The 1st person in the queue was at the front."]
CLUES = [
    ("Bronwen was at the front of the queue.", lambda s: q(s, "Bronwen") == 1),
    ("Chen was at the back of the queue.", lambda s: q(s, "Chen") == 5),
    ("The person who ordered the burrito stood directly behind Bronwen.", lambda s: q(s, "burrito") == q(s, "Bronwen") + 1),
    ("Aziz was somewhere ahead of Emeka.", lambda s: q(s, "Aziz") < q(s, "Emeka")),
    ("The loaded fries cost less than anything else.", lambda s: pr(s, "loaded fries") == 725),
    ("The most expensive order was Dagny's.", lambda s: pr(s, "Dagny") == 1200),
    ("Emeka paid $1.75 less than Aziz.", lambda s: pr(s, "Emeka") + 175 == pr(s, "Aziz")),
    ("The falafel wrap was not ordered by Aziz.", lambda s: not s.same("falafel wrap", "Aziz")),
    ("Of Bronwen and the person who ordered fish tacos, one paid $8.50 and the other paid $10.75.",
     lambda s: not s.same("Bronwen", "fish tacos") and {pr(s, "Bronwen"), pr(s, "fish tacos")} == {850, 1075}),
    ("The quesadilla cost less than the falafel wrap.", lambda s: pr(s, "quesadilla") < pr(s, "falafel wrap")),
    ("Chen ordered the loaded fries.", lambda s: s.same("Chen", "loaded fries")),
    ("Dagny was 2nd in the queue.", lambda s: q(s, "Dagny") == 2),
]
REMARKS = INTRO
