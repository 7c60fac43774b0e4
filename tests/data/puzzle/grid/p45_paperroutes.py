F, L, C, B = "First names", "Last names", "Customers", "Bikes"
CATEGORIES = [
    (F, ["Eddie", "Frank", "Gus", "Hank", "Ike"]),
    (L, ["Adler", "Boyle", "Crane", "Dunn", "Ebert"]),
    (C, ["30 customers", "35 customers", "40 customers", "45 customers", "50 customers"], [30, 35, 40, 45, 50]),
    (B, ["black", "blue", "green", "red", "silver"]),
]
SOLUTION = [
    ["Eddie", "Crane", "45 customers", "black"],
    ["Frank", "Adler", "30 customers", "red"],
    ["Gus", "Ebert", "50 customers", "blue"],
    ["Hank", "Dunn", "35 customers", "silver"],
    ["Ike", "Boyle", "40 customers", "green"],
]
def diff(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CLUES = [
    ("The boy who rides the green bike has 5 more customers than Hank.",
     lambda s: s.n(C, "green") == s.n(C, "Hank") + 5),
    ("Crane's first name isn't Gus.", lambda s: not s.same("Crane", "Gus")),
    ("Frank has the fewest customers, and his bike isn't blue.",
     lambda s: s.n(C, "Frank") == 30 and not s.same("Frank", "blue")),
    ("The five boys are Eddie, the Boyle boy, the one with the red bike, the one with 35 customers, and the Ebert boy.",
     lambda s: diff(s, "Eddie", "Boyle", "red", "35 customers", "Ebert")),
    ("Dunn delivers to 15 fewer customers than Gus does.", lambda s: s.n(C, "Dunn") == s.n(C, "Gus") - 15),
    ("Mrs. Adler's son has fewer customers than the boy on the silver bike.",
     lambda s: s.n(C, "Adler") < s.n(C, "silver")),
    ("Eddie has 5 more customers than Ike.", lambda s: s.n(C, "Eddie") == s.n(C, "Ike") + 5),
    ("The Ebert boy rides the blue bike.", lambda s: s.same("Ebert", "blue")),
    ("Hank's bike is neither black nor red.", lambda s: not s.same("Hank", "black") and not s.same("Hank", "red")),
    ("Ike rides the green bike.", lambda s: s.same("Ike", "green")),
]
NUM = "."
DOT = False
INTRO = ["Five boys deliver the Evening Courier in Fair Oaks.",
         "Each boy has a different number of customers and rides a different color of bicycle.",
         "Find each boy's full name, his number of customers, and the color of his bike."]
OUTRO = []
REMARKS = INTRO + OUTRO
