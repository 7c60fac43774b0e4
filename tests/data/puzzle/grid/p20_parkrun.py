T = "Times"
CATEGORIES = [
    ("Runners", ["Alice", "Brendan", "Chidi", "Doreen", "Euan"]),
    ("Towns", ["Ayr", "Bath", "Crewe", "Derby", "Ely"]),
    ("Shirts", ["black", "green", "orange", "purple", "white"]),
    ("Times", ["22 minutes", "23 minutes", "25 minutes", "26 minutes", "29 minutes"], [22, 23, 25, 26, 29]),
]
SOLUTION = [
    ["Alice", "Derby", "orange", "25 minutes"],
    ["Brendan", "Ely", "black", "29 minutes"],
    ["Chidi", "Ayr", "white", "22 minutes"],
    ["Doreen", "Crewe", "green", "23 minutes"],
    ["Euan", "Bath", "purple", "26 minutes"],
]
CLUES = [
    ("Chidi finished fastest.", lambda s: s.n(T, "Chidi") == 22),
    ("The runner from Ely was the slowest.", lambda s: s.n(T, "Ely") == 29),
    ("Doreen finished a minute behind Chidi.", lambda s: s.n(T, "Doreen") == s.n(T, "Chidi") + 1),
    ("The runner in purple took 3 minutes longer than Doreen.", lambda s: s.n(T, "purple") == s.n(T, "Doreen") + 3),
    ("Alice, who wasn't in black, finished before Euan.", lambda s: not s.same("Alice", "black") and s.n(T, "Alice") < s.n(T, "Euan")),
    ("No one from Derby or Crewe wore white or black.",
     lambda s: all(not s.same(t, c) for t in ("Derby", "Crewe") for c in ("white", "black"))),
    ("The runner in orange is from Derby.", lambda s: s.same("orange", "Derby")),
    ("The runner from Bath was 4 minutes slower than the one in white.", lambda s: s.n(T, "Bath") == s.n(T, "white") + 4),
    ("Euan wasn't the slowest, and Doreen isn't from Derby.", lambda s: s.n(T, "Euan") != 29 and not s.same("Doreen", "Derby")),
    ("Neither Alice nor Euan is from Ayr.", lambda s: not s.same("Alice", "Ayr") and not s.same("Euan", "Ayr")),
]
QUESTIONS = [("Where is Doreen from?", lambda s: s.v("Towns", "Doreen"))]
NUM = ")"
DOT = False
INTRO = ["Five visitors ran the Saturday parkrun. Each came from a different town, wore a different colour shirt and finished in a different time (in whole minutes)."]
OUTRO = []
REMARKS = INTRO + OUTRO
