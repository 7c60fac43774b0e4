# Children's magazine: weights in grams and ages; "the youngest and the lightest".
W = "Weights"
AG = "Ages"
def w(s, x):
    return s.n(W, x)
def ag(s, x):
    return s.n(AG, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Guinea pigs", ["Fudge", "Noodle", "Pickle", "Toffee"]),
    ("Owners", ["Harriet", "Maisie", "Olu", "Theo"]),
    ("Weights", ["780 g", "860 g", "940 g", "1020 g"], [780, 860, 940, 1020]),
    ("Ages", ["1 year", "2 years", "3 years", "4 years"], [1, 2, 3, 4]),
]
SOLUTION = [
    ("Fudge", "Olu", "860 g", "2 years"),
    ("Noodle", "Theo", "780 g", "1 year"),
    ("Pickle", "Maisie", "940 g", "3 years"),
    ("Toffee", "Harriet", "1020 g", "4 years"),
]
INTRO = ["Four children brought their guinea pigs to the vet for a check-up. The vet weighed each one."]
CLUES = [
    ("The heaviest guinea pig is also the oldest.", lambda s: ag(s, "1020 g") == 4),
    ("Noodle is the youngest and the lightest.", lambda s: ag(s, "Noodle") == 1 and w(s, "Noodle") == 780),
    ("Theo's guinea pig weighs 160 g less than Pickle.", lambda s: w(s, "Theo") + 160 == w(s, "Pickle")),
    ("Fudge is a year older than Noodle.", lambda s: ag(s, "Fudge") == ag(s, "Noodle") + 1),
    ("Harriet's pet isn't Pickle.", lambda s: not s.same("Harriet", "Pickle")),
    ("Olu's guinea pig is 2 years old.", lambda s: s.same("Olu", "2 years")),
    ("Maisie's pet is heavier than Olu's.", lambda s: w(s, "Maisie") > w(s, "Olu")),
    ("Toffee belongs to Harriet.", lambda s: s.same("Toffee", "Harriet")),
    ("The four guinea pigs are Noodle, Olu's pet, the 3-year-old and the heaviest one.",
     lambda s: len({s.e("Noodle"), s.e("Olu"), s.e("3 years"), s.e("1020 g")}) == 4),
]
REMARKS = INTRO
