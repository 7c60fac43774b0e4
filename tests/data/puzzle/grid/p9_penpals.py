A = "Ages"
L = "Letters"
def a(s, x):
    return s.n(A, x)
def l(s, x):
    return s.n(L, x)
NUM = ""
CATEGORIES = [
    ("Children", ["Elodie", "Finnian", "Gaspard", "Hana"]),
    ("Countries", ["Chile", "Estonia", "Kenya", "Vietnam"]),
    ("Ages", ["9", "10", "11", "12"], [9, 10, 11, 12]),
    ("Letters", ["3 letters", "5 letters", "8 letters", "12 letters"], [3, 5, 8, 12]),
]
SOLUTION = [
    ("Elodie", "Kenya", "11", "8 letters"),
    ("Finnian", "Vietnam", "9", "3 letters"),
    ("Gaspard", "Chile", "12", "12 letters"),
    ("Hana", "Estonia", "10", "5 letters"),
]
INTRO = ["Four children in a school pen-pal scheme each write to a pen pal in a different country."]
REMARKS = INTRO
CLUES = [
    ("The oldest child has sent the most letters.", lambda s: l(s, "12") == 12),
    ("Finnian is 2 years younger than Elodie.", lambda s: a(s, "Finnian") == a(s, "Elodie") - 2),
    ("The child whose pen pal lives in Estonia has sent 5 letters.", lambda s: s.same("Estonia", "5 letters")),
    ("Hana is a year older than the child writing to Vietnam.", lambda s: a(s, "Hana") == a(s, "Vietnam") + 1),
    ("Elodie has sent 3 more letters than Hana.", lambda s: l(s, "Elodie") == l(s, "Hana") + 3),
    ("The 12-year-old doesn't write to Kenya.", lambda s: not s.same("12", "Kenya")),
    ("Gaspard's pen pal isn't in Estonia.", lambda s: not s.same("Gaspard", "Estonia")),
    ("Hana and Finnian each sent fewer letters than Elodie.", lambda s: l(s, "Hana") < l(s, "Elodie") and l(s, "Finnian") < l(s, "Elodie")),
]
QUESTIONS = [("How old is Hana?", lambda s: s.v(A, "Hana"))]
