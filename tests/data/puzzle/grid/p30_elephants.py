A = "Ages"
F = "Daily food"
CATEGORIES = [
    ("Elephants", ["Bhola", "Kamala", "Nandi", "Tembo", "Zuri"]),
    ("Keepers", ["Gabe", "Irene", "Maddox", "Rosalind", "Sunil"]),
    ("Ages", ["12", "17", "22", "27", "32"], [12, 17, 22, 27, 32]),
    ("Daily food", ["150 lbs", "175 lbs", "200 lbs", "225 lbs", "250 lbs"], [150, 175, 200, 225, 250]),
]
SOLUTION = [
    ["Bhola", "Sunil", "32", "250 lbs"],
    ["Kamala", "Irene", "17", "175 lbs"],
    ["Nandi", "Gabe", "12", "200 lbs"],
    ["Tembo", "Rosalind", "27", "150 lbs"],
    ["Zuri", "Maddox", "22", "225 lbs"],
]
def one_other(s, a, b, x, y):
    return (not s.same(a, b)) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The elephant looked after by Irene eats 25 lbs less food a day than Nandi.",
     lambda s: s.n(F, "Irene") == s.n(F, "Nandi") - 25),
    ("Bhola is 10 years older than Zuri.",
     lambda s: s.n(A, "Bhola") == s.n(A, "Zuri") + 10),
    ("The oldest elephant eats the most.",
     lambda s: s.same("32", "250 lbs")),
    ("The 27-year-old is either Kamala or the elephant cared for by Rosalind.",
     lambda s: s.same("27", "Kamala") != s.same("27", "Rosalind")),
    ("Of Nandi and the elephant that eats 225 lbs a day, one is looked after by Maddox and the other is 12 years old.",
     lambda s: one_other(s, "Nandi", "225 lbs", "Maddox", "12")),
    ("Neither Tembo nor Kamala is cared for by Sunil.",
     lambda s: not s.same("Tembo", "Sunil") and not s.same("Kamala", "Sunil")),
    ("Gabe's elephant is 5 years younger than Irene's.",
     lambda s: s.n(A, "Gabe") == s.n(A, "Irene") - 5),
    ("Tembo eats less than every other elephant.",
     lambda s: s.n(F, "Tembo") == 150),
    ("Bhola isn't 10 years older than Kamala.",
     lambda s: s.n(A, "Bhola") != s.n(A, "Kamala") + 10),
    ("Sunil's elephant eats more than Maddox's.",
     lambda s: s.n(F, "Sunil") > s.n(F, "Maddox")),
    ("Kamala is 10 years younger than Tembo.",
     lambda s: s.n(A, "Kamala") == s.n(A, "Tembo") - 10),
]
NUM = None
DOT = True
INTRO = ["Each of the five elephants at the zoo has its own keeper, and each eats a different amount of food every day."]
OUTRO = []
REMARKS = INTRO + OUTRO
