# Website style: unnumbered; an ordered category without numbers (heat), pounds and pence.
HT = "Heat"
P = "Prices"
def ht(s, x):
    return s.n(HT, x)
def p(s, x):
    return s.n(P, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Diners", ["Anjali", "Bartek", "Chidi", "Dorota", "Eamon"]),
    ("Dishes", ["biryani", "dhansak", "jalfrezi", "korma", "vindaloo"]),
    ("Heat", ["mild", "medium", "hot", "very hot", "extra hot"], [1, 2, 3, 4, 5]),
    ("Prices", ["£8.95", "£9.50", "£10.25", "£11.75", "£12.40"], [895, 950, 1025, 1175, 1240]),
]
SOLUTION = [("Anjali", "jalfrezi", "very hot", "£10.25"), ("Bartek", "korma", "mild", "£8.95"),
            ("Chidi", "vindaloo", "extra hot", "£12.40"), ("Dorota", "biryani", "medium", "£11.75"),
            ("Eamon", "dhansak", "hot", "£9.50")]
CLUES = [
    ("The korma was the mildest dish and also the cheapest.", lambda s: ht(s, "korma") == 1 and p(s, "korma") == 895),
    ("Chidi asked for the hottest curry of the five.", lambda s: ht(s, "Chidi") == 5),
    ("The person who ordered the dhansak paid 55p more than Bartek.", lambda s: p(s, "dhansak") == p(s, "Bartek") + 55),
    ("Dorota's biryani cost £1.50 more than Anjali's curry.", lambda s: s.same("Dorota", "biryani") and p(s, "Dorota") == p(s, "Anjali") + 150),
    ("Of Eamon and the person who paid £10.25, one ordered the jalfrezi and the other's curry was hot.",
     lambda s: p(s, "Eamon") != 1025 and ((s.same("Eamon", "jalfrezi") and ht(s, "£10.25") == 3) or (s.same("£10.25", "jalfrezi") and ht(s, "Eamon") == 3))),
    ("Anjali's curry was hotter than Dorota's.", lambda s: ht(s, "Anjali") > ht(s, "Dorota")),
    ("The vindaloo didn't cost £11.75.", lambda s: p(s, "vindaloo") != 1175),
    ("Eamon didn't order the korma.", lambda s: not s.same("Eamon", "korma")),
    ("Chidi paid more than Eamon.", lambda s: p(s, "Chidi") > p(s, "Eamon")),
]
QUESTIONS = [("How much did Chidi pay?", lambda s: s.v("Prices", "Chidi"))]
