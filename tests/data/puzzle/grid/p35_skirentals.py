L = "Lengths"
D = "Days"
CATEGORIES = [
    ("Skiers", ["Bianca", "Declan", "Oksana", "Wes"]),
    ("Lengths", ["150 cm", "158 cm", "165 cm", "172 cm"], [150, 158, 165, 172]),
    ("Days", ["1 day", "2 days", "3 days", "5 days"], [1, 2, 3, 5]),
    ("Colors", ["black", "blue", "red", "white"]),
]
SOLUTION = [
    ["Bianca", "158 cm", "3 days", "red"],
    ["Declan", "172 cm", "1 day", "black"],
    ["Oksana", "150 cm", "5 days", "white"],
    ["Wes", "165 cm", "2 days", "blue"],
]
CLUES = [
    ("The longest skis were rented for a single day.", lambda s: s.n(D, "172 cm") == 1),
    ("Oksana's skis are 8 cm shorter than Bianca's.", lambda s: s.n(L, "Oksana") == s.n(L, "Bianca") - 8),
    ("The blue skis were rented for one day less than the red skis.", lambda s: s.n(D, "blue") == s.n(D, "red") - 1),
    ("Wes didn't rent the white skis, and his skis aren't 150 cm long.",
     lambda s: not s.same("Wes", "white") and not s.same("Wes", "150 cm")),
    ("The skier who kept the skis for 5 days isn't Bianca.", lambda s: not s.same("5 days", "Bianca")),
    ("Declan's skis are black.", lambda s: s.same("Declan", "black")),
    ("The 165-cm skis went out for 2 days.", lambda s: s.same("165 cm", "2 days")),
    ("Oksana's skis aren't red.", lambda s: not s.same("Oksana", "red")),
]
NUM = None
DOT = True
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
