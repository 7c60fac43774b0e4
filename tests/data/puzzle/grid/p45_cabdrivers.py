F, L, N, C = "First names", "Last names", "Fares", "Companies"
CATEGORIES = [
    (F, ["Al", "Benny", "Carl", "Dom", "Frankie"]),
    (L, ["Kowalski", "Lombardi", "Murphy", "Novak", "O'Hara"]),
    (N, ["11 fares", "13 fares", "15 fares", "17 fares", "19 fares"], [11, 13, 15, 17, 19]),
    (C, ["Blue Line", "Checker", "City", "Red Top", "Yellow"]),
]
SOLUTION = [
    ["Al", "Novak", "15 fares", "Checker"],
    ["Benny", "O'Hara", "19 fares", "Blue Line"],
    ["Carl", "Murphy", "11 fares", "City"],
    ["Dom", "Kowalski", "17 fares", "Yellow"],
    ["Frankie", "Lombardi", "13 fares", "Red Top"],
]
CLUES = [
    ("Benny picked up more fares than any other driver.", lambda s: s.n(N, "Benny") == 19),
    ("Murphy drives for City and had 2 fewer fares than Lombardi.",
     lambda s: s.same("Murphy", "City") and s.n(N, "Murphy") == s.n(N, "Lombardi") - 2),
    ("The Checker driver had 2 more fares than Frankie.", lambda s: s.n(N, "Checker") == s.n(N, "Frankie") + 2),
    ("Dom isn't Novak.", lambda s: not s.same("Dom", "Novak")),
    ("Of Al and the Yellow driver, one is Novak and the other had 17 fares.",
     lambda s: not s.same("Al", "Yellow") and (
         (s.same("Al", "Novak") and s.same("Yellow", "17 fares")) or
         (s.same("Yellow", "Novak") and s.same("Al", "17 fares")))),
    ("O'Hara doesn't drive for Red Top.", lambda s: not s.same("O'Hara", "Red Top")),
    ("Carl carried the fewest fares of the five.", lambda s: s.n(N, "Carl") == 11),
    ("Kowalski had 4 more fares than Frankie, and Frankie doesn't drive for Blue Line.",
     lambda s: s.n(N, "Kowalski") == s.n(N, "Frankie") + 4 and not s.same("Frankie", "Blue Line")),
    ("Al had more fares than Frankie but fewer than Dom.", lambda s: s.n(N, "Frankie") < s.n(N, "Al") < s.n(N, "Dom")),
    ("Benny drives for Blue Line.", lambda s: s.same("Benny", "Blue Line")),
]
NUM = "."
DOT = False
INTRO = ["Five cab drivers parked at the Union Station stand last Friday night.",
         "Each drives for a different company, and each carried a different number of fares before midnight.",
         "Find each driver's full name, company, and number of fares."]
OUTRO = []
REMARKS = INTRO + OUTRO
