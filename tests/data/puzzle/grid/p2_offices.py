F = "Floors"
CATEGORIES = [
    ("Floors", ["ground floor", "first floor", "second floor", "third floor"]),
    ("Companies", ["Brightwell", "Copperleaf", "Mosaic", "Northgate"]),
    ("Businesses", ["accountants", "architects", "dentists", "translators"]),
    ("Staff", ["6 staff", "9 staff", "12 staff", "15 staff"], [6, 9, 12, 15]),
]
CLUES = [
    ("The architects are on the floor directly above Copperleaf.", lambda s: s.n(F, "architects") == s.n(F, "Copperleaf") + 1),
    ("Mosaic, the smallest firm in the building, is three floors below the dentists.",
     lambda s: s.n("Staff", "Mosaic") == 6 and s.n(F, "Mosaic") == s.n(F, "dentists") - 3),
    ("Northgate has the top floor to itself.", lambda s: s.n(F, "Northgate") == 4),
    ("The translators employ 3 more people than the accountants.",
     lambda s: s.n("Staff", "translators") == s.n("Staff", "accountants") + 3),
    ("Brightwell is somewhere above the accountants.", lambda s: s.n(F, "Brightwell") > s.n(F, "accountants")),
    ("The dentists have 12 staff.", lambda s: s.same("dentists", "12 staff")),
]
REMARKS = ["Four firms share a small office building, one firm to each floor."]
QUESTIONS = [("Which firm is on the ground floor, and what does it do?",
              lambda s: (s.v("Companies", "ground floor"), s.v("Businesses", "ground floor")))]
