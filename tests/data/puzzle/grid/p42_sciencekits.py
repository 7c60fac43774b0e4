A = "Ages"
CATEGORIES = [
    ("Children", ["Benji", "Carmen", "Devi", "Elliot", "Farah"]),
    ("Kits", ["crystal", "magnet", "rocket", "slime", "volcano"]),
    ("Ages", ["7", "8", "9", "10", "11"], [7, 8, 9, 10, 11]),
]
SOLUTION = [
    ["Benji", "volcano", "9"],
    ["Carmen", "magnet", "11"],
    ["Devi", "slime", "7"],
    ["Elliot", "rocket", "10"],
    ["Farah", "crystal", "8"],
]
CLUES = [
    ("The child who got the rocket kit is 1 year younger than Carmen.", lambda s: s.n(A, "rocket") == s.n(A, "Carmen") - 1),
    ("Devi is the youngest.", lambda s: s.n(A, "Devi") == 7),
    ("Farah is either 8 years old or the one with the magnet kit.", lambda s: s.same("Farah", "8") != s.same("Farah", "magnet")),
    ("The slime kit went to a child 2 years younger than Benji.", lambda s: s.n(A, "slime") == s.n(A, "Benji") - 2),
    ("Elliot is older than Benji but isn't the oldest.", lambda s: s.n(A, "Elliot") > s.n(A, "Benji") and s.n(A, "Elliot") != 11),
    ("The crystal kit went to either Farah or the 11-year-old.", lambda s: s.same("crystal", "Farah") != s.same("crystal", "11")),
    ("The magnet kit went to someone older than Elliot.", lambda s: s.n(A, "magnet") > s.n(A, "Elliot")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
