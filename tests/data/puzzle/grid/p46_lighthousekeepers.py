Y = "Start years"
S = "Service"
CATEGORIES = [
    ("Keepers", ["Abel", "Clemency", "Ezekiel", "Hester", "Silas"]),
    ("Lighthouses", ["Black Nab", "Gannet Head", "Marrow Point", "Skerryvane", "Windle Rock"]),
    ("Start years", ["1884", "1891", "1898", "1905", "1912"], [1884, 1891, 1898, 1905, 1912]),
    ("Service", ["6 years", "11 years", "17 years", "22 years", "30 years"], [6, 11, 17, 22, 30]),
]
SOLUTION = [
    ["Abel", "Skerryvane", "1898", "22 years"],
    ["Clemency", "Gannet Head", "1905", "6 years"],
    ["Ezekiel", "Black Nab", "1884", "30 years"],
    ["Hester", "Windle Rock", "1912", "11 years"],
    ["Silas", "Marrow Point", "1891", "17 years"],
]
CLUES = [
    ("Ezekiel took up his post 14 years before Abel.", lambda s: s.n(Y, "Ezekiel") == s.n(Y, "Abel") - 14),
    ("The keeper of Windle Rock was the last of the five to start.", lambda s: s.n(Y, "Windle Rock") == 1912),
    ("The keeper who served 17 years started 7 years before the Skerryvane keeper.", lambda s: s.n(Y, "17 years") == s.n(Y, "Skerryvane") - 7),
    ("Clemency served the shortest time.", lambda s: s.n(S, "Clemency") == 6),
    ("Of Silas and the keeper of Black Nab, one served 30 years and the other started in 1891.",
     lambda s: not s.same("Silas", "Black Nab") and (
         (s.same("Silas", "30 years") and s.same("Black Nab", "1891")) or
         (s.same("Black Nab", "30 years") and s.same("Silas", "1891")))),
    ("Hester served 5 years longer than Clemency.", lambda s: s.n(S, "Hester") == s.n(S, "Clemency") + 5),
]
CLUES.append(("Silas served 11 years longer than the keeper of Gannet Head.", lambda s: s.n(S, "Silas") == s.n(S, "Gannet Head") + 11))
CLUES.append(("Abel served 8 years less than the keeper of Black Nab.", lambda s: s.n(S, "Abel") == s.n(S, "Black Nab") - 8))
NUM = "."
INTRO = ["A local history society has traced five lighthouse keepers of the county's coast. Each kept a different light, started in a different year and served a different length of time."]
REMARKS = INTRO
