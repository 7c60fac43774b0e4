# App style: nights and arrival dates; the entities are the dogs.
N = "Stays"
D = "Arrivals"
def n(s, x):
    return s.n(N, x)
def d(s, x):
    return s.n(D, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Dogs", ["Biscuit", "Juno", "Murphy", "Pepper"]),
    ("Breeds", ["beagle", "collie", "dachshund", "spaniel"]),
    ("Stays", ["2 nights", "3 nights", "5 nights", "7 nights"], [2, 3, 5, 7]),
    ("Arrivals", ["July 1", "July 3", "July 4", "July 8"], [1, 3, 4, 8]),
]
SOLUTION = [("Biscuit", "beagle", "5 nights", "July 3"), ("Juno", "collie", "2 nights", "July 8"),
            ("Murphy", "dachshund", "7 nights", "July 1"), ("Pepper", "spaniel", "3 nights", "July 4")]
CLUES = [
    ("The dog that stayed the longest arrived first.", lambda s: d(s, "7 nights") == 1),
    ("Juno arrived 4 days after Pepper.", lambda s: d(s, "Juno") == d(s, "Pepper") + 4),
    ("The beagle stayed 2 nights longer than the spaniel.", lambda s: n(s, "beagle") == n(s, "spaniel") + 2),
    ("Pepper is not the collie.", lambda s: not s.same("Pepper", "collie")),
    ("The collie had the shortest stay.", lambda s: n(s, "collie") == 2),
    ("Biscuit arrived 2 days after the dachshund.", lambda s: d(s, "Biscuit") == d(s, "dachshund") + 2),
    ("Biscuit stayed longer than Pepper.", lambda s: n(s, "Biscuit") > n(s, "Pepper")),
]
QUESTIONS = [("How many nights did Pepper stay?", lambda s: s.v("Stays", "Pepper"))]
