# p52_rentals: 4x5, challenging; three ordered categories.
# solution:
#   Alvarez | $825 | 4th | 12 months
#   Brennan | $725 | 2nd | 24 months
#   Chu | $925 | 5th | 6 months
#   Dube | $775 | 1st | 18 months
#   Eriksen | $875 | 3rd | 9 months
R = "Rents"
F = "Floors"
L = "Leases"
CATEGORIES = [
    ("Tenants", ["Alvarez", "Brennan", "Chu", "Dube", "Eriksen"]),
    ("Rents", ["$725", "$775", "$825", "$875", "$925"], [725, 775, 825, 875, 925]),
    ("Floors", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
    ("Leases", ["6 months", "9 months", "12 months", "18 months", "24 months"], [6, 9, 12, 18, 24]),
]
INTRO = ["A narrow five-story building on Orchard Street has one apartment on each floor. "
         "Each tenant pays a different monthly rent and signed a lease of a different length."]
OUTRO = ["Find each tenant's rent, floor and lease."]
REMARKS = INTRO + OUTRO


def r(s, x):
    return s.n(R, x)


def f(s, x):
    return s.n(F, x)


def l(s, x):
    return s.n(L, x)


CLUES = [
    ("The tenant on the top floor pays the highest rent.", lambda s: s.same("5th", "$925")),
    ("Brennan lives two floors below Alvarez.", lambda s: f(s, "Brennan") == f(s, "Alvarez") - 2),
    ("The person with the 18-month lease pays $50 a month more than Brennan.",
     lambda s: r(s, "18 months") == r(s, "Brennan") + 50),
    ("Eriksen's lease is shorter than Alvarez's but longer than Chu's.",
     lambda s: l(s, "Chu") < l(s, "Eriksen") < l(s, "Alvarez")),
    ("The tenant on the 1st floor has a longer lease than the tenant on the 4th floor.",
     lambda s: l(s, "1st") > l(s, "4th")),
    ("Dube lives on a lower floor than Eriksen.", lambda s: f(s, "Dube") < f(s, "Eriksen")),
    ("Chu pays $50 more than Eriksen.", lambda s: r(s, "Chu") == r(s, "Eriksen") + 50),
    ("The tenant who pays $825 lives directly above Eriksen.", lambda s: f(s, "$825") == f(s, "Eriksen") + 1),
    ("Brennan pays the least.", lambda s: r(s, "Brennan") == 725),
]
QUESTIONS = [("Who lives on the 3rd floor?", lambda s: s.v("Tenants", "3rd")),
             ("How much rent does Alvarez pay?", lambda s: s.v(R, "Alvarez"))]
