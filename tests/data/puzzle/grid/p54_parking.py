# Category lines, 4 categories: five parking bays numbered from RIGHT to left
# as you face the office, so "immediately to the left of" means one bay number
# higher.  One question asks for a bay number.
H = "Bay"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORIES = [
    ("Bay", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Driver", ["Lucy", "Marcus", "Nadia", "Owen", "Priya"]),
    ("Make", ["Audi", "Honda", "Kia", "Tesla", "Volvo"]),
    ("Colour", ["black", "blue", "red", "silver", "white"]),
]
SOLUTION = [
    ("1", "Priya", "Honda", "silver"),
    ("2", "Owen", "Kia", "red"),
    ("3", "Lucy", "Audi", "black"),
    ("4", "Marcus", "Tesla", "white"),
    ("5", "Nadia", "Volvo", "blue"),
]
CLUES = [
    ("Priya drives a Honda.", lambda s: s.same("Priya", "Honda")),
    ("Lucy's car is black.", lambda s: s.same("Lucy", "black")),
    ("The white car is parked immediately to the left of Lucy's.", lambda s: p(s, "white") == p(s, "Lucy") + 1),
    ("The Volvo is blue.", lambda s: s.same("Volvo", "blue")),
    ("Priya and the Volvo are at opposite ends of the row.", lambda s: {p(s, "Priya"), p(s, "Volvo")} == {1, 5}),
    ("Marcus has the Tesla.", lambda s: s.same("Marcus", "Tesla")),
    ("The black car is in the bay directly to the left of Owen's.", lambda s: p(s, "black") == p(s, "Owen") + 1),
    ("The white car and the blue car are side by side.", lambda s: nextto(s, "white", "blue")),
    ("Nadia's car is not white.", lambda s: not s.same("Nadia", "white")),
    ("The Kia is red.", lambda s: s.same("Kia", "red")),
]
QUESTIONS = [("Who drives the Audi?", lambda s: s.v("Driver", "Audi")),
             ("In which bay is the silver car parked?", lambda s: s.v("Bay", "silver"))]
INTRO = ["Five colleagues park in the five bays in front of the office. The bays are numbered 1 to 5 from right to left as you face the office, and left and right below are as you face it too."]
REMARKS = INTRO
