F = "Floors"
B = "Bills"
CATEGORIES = [
    ("Residents", ["Colette", "Desmond", "Eun-ji", "Fabian", "Greer"]),
    ("Floors", ["first floor", "second floor", "third floor", "fourth floor", "fifth floor"], [1, 2, 3, 4, 5]),
    ("Bills", ["$60", "$75", "$90", "$105", "$120"], [60, 75, 90, 105, 120]),
]
SOLUTION = [
    ["Colette", "third floor", "$105"],
    ["Desmond", "first floor", "$60"],
    ["Eun-ji", "fifth floor", "$90"],
    ["Fabian", "second floor", "$120"],
    ["Greer", "fourth floor", "$75"],
]
CLUES = [
    ("The resident on the fifth floor paid $30 more than Desmond.", lambda s: s.n(B, "fifth floor") == s.n(B, "Desmond") + 30),
    ("Fabian had the highest electric bill.", lambda s: s.n(B, "Fabian") == 120),
    ("Greer lives three floors above Desmond.", lambda s: s.n(F, "Greer") == s.n(F, "Desmond") + 3),
    ("The resident on the second floor paid $15 more than Colette.", lambda s: s.n(B, "second floor") == s.n(B, "Colette") + 15),
    ("Eun-ji lives on a higher floor than Colette.", lambda s: s.n(F, "Eun-ji") > s.n(F, "Colette")),
    ("The $75 bill belongs to the resident on the fourth floor.", lambda s: s.same("$75", "fourth floor")),
]
NUM = "."
DOT = False
INTRO = ["Five neighbors in a five-story building compared their electric bills for July."]
OUTRO = []
REMARKS = INTRO + OUTRO
