# Newspaper; ages (bare numbers) and places.
A = "Ages"
P_ = "Places"
def a(s, x):
    return s.n(A, x)
def p(s, x):
    return s.n(P_, x)
NUM = "1."
DOT = False
CATEGORIES = [
    ("Fencers", ["Anya", "Bruno", "Calla", "Desmond", "Fenna"]),
    ("Ages", ["17", "19", "22", "26", "31"], [17, 19, 22, 26, 31]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"]),
]
SOLUTION = [("Anya", "22", "3rd"), ("Bruno", "31", "5th"), ("Calla", "17", "1st"), ("Desmond", "26", "2nd"), ("Fenna", "19", "4th")]
INTRO = ["Five fencers of different ages fought it out at the county foil championship on Sunday."]
CLUES = [
    ("The youngest fencer won the tournament.", lambda s: p(s, "17") == 1),
    ("Bruno is 9 years older than Anya.", lambda s: a(s, "Bruno") == a(s, "Anya") + 9),
    ("The 26-year-old finished one place ahead of Anya.", lambda s: p(s, "26") == p(s, "Anya") - 1),
    ("Fenna finished behind Desmond but ahead of Bruno.", lambda s: p(s, "Desmond") < p(s, "Fenna") < p(s, "Bruno")),
    ("Fenna is older than Calla.", lambda s: a(s, "Fenna") > a(s, "Calla")),
    ("The oldest fencer came last.", lambda s: p(s, "31") == 5),
    ("Calla is 2 years younger than Fenna.", lambda s: a(s, "Calla") == a(s, "Fenna") - 2),
]
QUESTIONS = [("How old is Desmond?", lambda s: s.v(A, "Desmond"))]
REMARKS = INTRO
