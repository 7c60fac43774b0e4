# Children's magazine; dates and page counts.
D_ = "Arrivals"
G = "Letters"
def d(s, x):
    return s.n(D_, x)
def g(s, x):
    return s.n(G, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Penpals", ["Ilse", "Juma", "Kaito", "Lucía"]),
    ("Countries", ["Chile", "Ghana", "Japan", "Norway"]),
    ("Arrivals", ["3 March", "9 March", "14 March", "28 March"], [3, 9, 14, 28]),
    ("Letters", ["2 pages", "3 pages", "5 pages", "8 pages"], [2, 3, 5, 8]),
]
SOLUTION = [("Ilse", "Norway", "9 March", "5 pages"), ("Juma", "Ghana", "28 March", "2 pages"),
            ("Kaito", "Japan", "3 March", "8 pages"), ("Lucía", "Chile", "14 March", "3 pages")]
INTRO = ["Sam has four penpals in four different countries. In March a letter came from each of them."]
CLUES = [
    ("The longest letter arrived first.", lambda s: d(s, "8 pages") == 3),
    ("Lucía's letter arrived 5 days after the letter from Norway.", lambda s: d(s, "Lucía") == d(s, "Norway") + 5),
    ("The letter from Ghana was the shortest of the four.", lambda s: g(s, "Ghana") == 2),
    ("Juma's letter came two weeks after Lucía's.", lambda s: d(s, "Juma") == d(s, "Lucía") + 14),
    ("Kaito doesn't live in Chile or Norway.", lambda s: not s.same("Kaito", "Chile") and not s.same("Kaito", "Norway")),
    ("The 3-page letter came from Chile.", lambda s: s.same("3 pages", "Chile")),
    ("Ilse wrote more pages than Lucía.", lambda s: g(s, "Ilse") > g(s, "Lucía")),
    ("Juma's letter didn't come from Chile.", lambda s: not s.same("Juma", "Chile")),
]
QUESTIONS = [("Who lives in Japan?", lambda s: s.v("Penpals", "Japan"))]
REMARKS = INTRO
