Y = "Experience"
CATEGORIES = [
    ("Players", ["Ruby", "Silas", "Tamsin", "Umar"]),
    ("Saxophones", ["alto", "baritone", "soprano", "tenor"]),
    ("Experience", ["2 years", "4 years", "6 years", "8 years"], [2, 4, 6, 8]),
]
SOLUTION = [
    ["Ruby", "tenor", "6 years"],
    ["Silas", "soprano", "2 years"],
    ["Tamsin", "baritone", "8 years"],
    ["Umar", "alto", "4 years"],
]
CLUES = [
    ("The baritone player has played the longest.", lambda s: s.n(Y, "baritone") == 8),
    ("Silas doesn't play the alto.", lambda s: not s.same("Silas", "alto")),
    ("The soprano player has played for less time than the alto player.", lambda s: s.n(Y, "soprano") < s.n(Y, "alto")),
    ("Tamsin has played 6 years longer than Silas.", lambda s: s.n(Y, "Tamsin") == s.n(Y, "Silas") + 6),
    ("The tenor player has played 2 years longer than Umar.", lambda s: s.n(Y, "tenor") == s.n(Y, "Umar") + 2),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
