S = "Speeds"
A = "Accuracy"
CATEGORIES = [
    ("Typists", ["Lorna", "Mateo", "Nadia", "Otis"]),
    ("Speeds", ["72 wpm", "80 wpm", "88 wpm", "96 wpm"], [72, 80, 88, 96]),
    ("Accuracy", ["93%", "95%", "97%", "99%"], [93, 95, 97, 99]),
    ("Hometowns", ["Dover", "Gresham", "Ithaca", "Yuma"]),
]
SOLUTION = [
    ["Lorna", "88 wpm", "95%", "Yuma"],
    ["Mateo", "96 wpm", "93%", "Ithaca"],
    ["Nadia", "72 wpm", "99%", "Dover"],
    ["Otis", "80 wpm", "97%", "Gresham"],
]
CLUES = [
    ("The typist from Ithaca typed 8 wpm faster than Lorna.",
     lambda s: s.n(S, "Ithaca") == s.n(S, "Lorna") + 8),
    ("Nadia was the slowest typist but had the best accuracy.",
     lambda s: s.n(S, "Nadia") == 72 and s.n(A, "Nadia") == 99),
    ("The typist with 97% accuracy is either Otis or the one from Yuma.",
     lambda s: s.same("97%", "Otis") != s.same("97%", "Yuma")),
    ("The person from Gresham typed 16 wpm slower than Mateo.",
     lambda s: s.n(S, "Gresham") == s.n(S, "Mateo") - 16),
    ("The Yuma typist's accuracy was 2 points lower than Otis's.",
     lambda s: s.n(A, "Yuma") == s.n(A, "Otis") - 2),
    ("Mateo typed faster than anyone else, but his accuracy was the lowest.",
     lambda s: s.n(S, "Mateo") == 96 and s.n(A, "Mateo") == 93),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
