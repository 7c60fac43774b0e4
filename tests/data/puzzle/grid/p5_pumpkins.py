W = "Weights"
def w(s, x):
    return s.n(W, x)
CATEGORIES = [
    ("Growers", ["Ames", "Birch", "Cole", "Drew", "Ewing"]),
    ("Weights", ["312 lbs", "348 lbs", "405 lbs", "467 lbs", "521 lbs"], [312, 348, 405, 467, 521]),
    ("Towns", ["Ely", "Hull", "Leek", "Rye", "Wem"]),
]
CLUES = [
    ("Birch's was heaviest.", lambda s: w(s, "Birch") == 521),
    ("Cole's was lightest.", lambda s: w(s, "Cole") == 312),
    ("Ames isn't from Leek.", lambda s: not s.same("Ames", "Leek")),
    ("The Hull pumpkin outweighed Ames's.", lambda s: w(s, "Hull") > w(s, "Ames")),
    ("Ewing's weighed 36 lbs more than the Rye pumpkin.", lambda s: w(s, "Ewing") == w(s, "Rye") + 36),
    ("The Ely grower won.", lambda s: w(s, "Ely") == 521),
    ("Drew isn't from Wem.", lambda s: not s.same("Drew", "Wem")),
]
REMARKS = ["Giant pumpkin weigh-off. Five growers, five towns."]
QUESTIONS = [("Who grew the 405 lbs pumpkin?", lambda s: s.v("Growers", "405 lbs"))]
