R, C, D, M = "Renters", "Cars", "Rental periods", "Mileages"
CATEGORIES = [
    (R, ["Felicity", "Gordon", "Imani", "Lucas"]),
    (C, ["convertible", "minivan", "pickup", "sedan"]),
    (D, ["2 days", "3 days", "5 days", "8 days"], [2, 3, 5, 8]),
    (M, ["140 miles", "275 miles", "410 miles", "600 miles"], [140, 275, 410, 600]),
]
DOT = True
CLUES = [
    ("The person who rented the pickup kept it 3 days longer than Lucas.", lambda s: s.n(D, "pickup") == s.n(D, "Lucas") + 3),
    ("Imani drove the most miles.", lambda s: s.same("Imani", "600 miles")),
    ("The convertible was driven 135 miles more than the minivan.", lambda s: s.n(M, "convertible") == s.n(M, "minivan") + 135),
    ("Whoever drove 140 miles kept the car longest.", lambda s: s.same("140 miles", "8 days")),
    ("Felicity didn't rent the sedan.", lambda s: not s.same("Felicity", "sedan")),
    ("The sedan was rented for fewer days than the convertible.", lambda s: s.n(D, "sedan") < s.n(D, "convertible")),
    ("Gordon didn't rent the minivan.", lambda s: not s.same("Gordon", "minivan")),
    ("Lucas kept his car 2 days longer than Felicity.", lambda s: s.n(D, "Lucas") == s.n(D, "Felicity") + 2),
    ("The sedan was driven farther than any other car.", lambda s: s.same("sedan", "600 miles")),
    ("Lucas drove the minivan.", lambda s: s.same("Lucas", "minivan")),
]
QUESTIONS = [("Who rented the convertible?", lambda s: s.v(R, "convertible"))]
