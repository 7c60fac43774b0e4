R = "Rents"
Z = "Sizes"
def r(s, x):
    return s.n(R, x)
def z(s, x):
    return s.n(Z, x)
CATEGORIES = [
    ("Tenants", ["Aoife", "Bartek", "Camille", "Dov"]),
    ("Rents", ["€875", "€925", "€975", "€1025"], [875, 925, 975, 1025]),
    ("Districts", ["Docklands", "Old Town", "Riverside", "Uptown"]),
    ("Sizes", ["38 m²", "45 m²", "52 m²", "60 m²"], [38, 45, 52, 60]),
]
CLUES = [
    ("Camille pays the most rent and has the biggest flat.", lambda s: r(s, "Camille") == 1025 and z(s, "Camille") == 60),
    ("Bartek pays €100 less than Aoife.", lambda s: r(s, "Bartek") == r(s, "Aoife") - 100),
    ("The Uptown flat is 7 m² bigger than Aoife's.", lambda s: z(s, "Uptown") == z(s, "Aoife") + 7),
    ("Aoife lives in neither Docklands nor Riverside.",
     lambda s: not s.same("Aoife", "Docklands") and not s.same("Aoife", "Riverside")),
    ("Of Bartek and Dov, one lives in Uptown and the other pays €875.",
     lambda s: (s.same("Bartek", "Uptown") and r(s, "Dov") == 875) or (s.same("Dov", "Uptown") and r(s, "Bartek") == 875)),
    ("Dov's flat is smaller than Bartek's.", lambda s: z(s, "Dov") < z(s, "Bartek")),
    ("The Riverside flat has the lowest rent.", lambda s: r(s, "Riverside") == 875),
]
