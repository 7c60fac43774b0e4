O = "Order"
CATEGORIES = [
    ("Order", ["1st", "2nd", "3rd", "4th", "5th", "6th"]),
    ("Pianists", ["Adele", "Bruno", "Carys", "Dario", "Elif", "Femi"]),
    ("Composers", ["Bach", "Chopin", "Debussy", "Liszt", "Mozart", "Satie"]),
]
CLUES = [
    ("Adele performed right after the pianist who played Bach.", lambda s: s.n(O, "Adele") == s.n(O, "Bach") + 1),
    ("Dario performed last.", lambda s: s.n(O, "Dario") == 6),
    ("The Chopin was played two performances after Adele's.", lambda s: s.n(O, "Chopin") == s.n(O, "Adele") + 2),
    ("The Satie piece opened the recital.", lambda s: s.n(O, "Satie") == 1),
    ("Femi performed sometime before Elif.", lambda s: s.n(O, "Femi") < s.n(O, "Elif")),
    ("Bruno performed directly after Elif.", lambda s: s.n(O, "Bruno") == s.n(O, "Elif") + 1),
    ("Carys played before Femi.", lambda s: s.n(O, "Carys") < s.n(O, "Femi")),
    ("The Liszt was played before the Mozart.", lambda s: s.n(O, "Liszt") < s.n(O, "Mozart")),
    ("Dario didn't play Mozart.", lambda s: not s.same("Dario", "Mozart")),
]
