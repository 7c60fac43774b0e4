R = "Places"
def r(s, x):
    return s.n(R, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Fencers", ["Bastien", "Cosima", "Dariusz", "Elspeth", "Farouk"]),
    ("Clubs", ["Ashby", "Brent", "Corby", "Dorset", "Enfield"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
]
SOLUTION = [("Bastien", "Corby", "3rd"), ("Cosima", "Ashby", "1st"), ("Dariusz", "Enfield", "5th"), ("Elspeth", "Dorset", "2nd"), ("Farouk", "Brent", "4th")]
CLUES = [
    ("Cosima won the tournament.", lambda s: r(s, "Cosima") == 1),
    ("The fencer from Enfield finished last.", lambda s: r(s, "Enfield") == 5),
    ("Farouk finished two places behind Elspeth.", lambda s: r(s, "Farouk") == r(s, "Elspeth") + 2),
    ("The Corby fencer placed one position higher than the Brent fencer.", lambda s: r(s, "Corby") == r(s, "Brent") - 1),
    ("Dariusz isn't from Ashby.", lambda s: not s.same("Dariusz", "Ashby")),
    ("Of Elspeth and the fencer from Brent, one is from Dorset and the other finished 4th.", lambda s: not s.same("Elspeth", "Brent") and ((s.same("Elspeth", "Dorset") and s.same("Brent", "4th")) or (s.same("Brent", "Dorset") and s.same("Elspeth", "4th")))),
    ("Bastien finished ahead of Dariusz.", lambda s: r(s, "Bastien") < r(s, "Dariusz")),
    ("Bastien didn't finish 2nd.", lambda s: r(s, "Bastien") != 2),
]
QUESTIONS = [("Who finished third?", lambda s: s.v("Fencers", "3rd"))]
