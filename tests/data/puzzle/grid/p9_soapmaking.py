C = "Curing"
W = "Weights"
def c(s, x):
    return s.n(C, x)
def w(s, x):
    return s.n(W, x)
NUM = "1)"
CATEGORIES = [
    ("Makers", ["Agnieszka", "Bertrand", "Chidi", "Delyth"]),
    ("Scents", ["cedarwood", "lavender", "oatmeal and honey", "rosemary"]),
    ("Curing", ["4 weeks", "5 weeks", "6 weeks", "8 weeks"], [4, 5, 6, 8]),
    ("Weights", ["90 g", "100 g", "115 g", "125 g"], [90, 100, 115, 125]),
]
SOLUTION = [
    ("Agnieszka", "rosemary", "6 weeks", "90 g"),
    ("Bertrand", "oatmeal and honey", "8 weeks", "115 g"),
    ("Chidi", "lavender", "4 weeks", "125 g"),
    ("Delyth", "cedarwood", "5 weeks", "100 g"),
]
INTRO = ["At the spring craft fair, four members of the Bridgend soap-making circle showed one bar each. Every maker had chosen a different scent, and, as anyone who makes cold-process soap will tell you, each bar had been left to cure for a different length of time. The bars were weighed for the label, and no two weighed the same."]
REMARKS = INTRO
CLUES = [
    ("The oatmeal and honey soap, which was not the heaviest bar, cured for the longest.", lambda s: w(s, "oatmeal and honey") != 125 and c(s, "oatmeal and honey") == 8),
    ("Chidi's bar weighs 25 g more than Delyth's.", lambda s: w(s, "Chidi") == w(s, "Delyth") + 25),
    ("The cedarwood soap cured for one week less than Agnieszka's.", lambda s: c(s, "cedarwood") == c(s, "Agnieszka") - 1),
    ("The lightest bar was scented with rosemary.", lambda s: w(s, "rosemary") == 90),
    ("Bertrand did not make the lavender soap.", lambda s: not s.same("Bertrand", "lavender")),
    ("The bar that cured for 4 weeks weighs 125 g.", lambda s: s.same("4 weeks", "125 g")),
    ("Agnieszka's soap cured for longer than Delyth's.", lambda s: c(s, "Agnieszka") > c(s, "Delyth")),
    ("Chidi's soap cured for less time than anyone else's.", lambda s: c(s, "Chidi") == 4),
]
QUESTIONS = [("How long did Delyth's soap cure?", lambda s: s.v(C, "Delyth"))]
