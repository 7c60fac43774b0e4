T = "Times"
A = "Attempts"
CATEGORIES = [
    ("Runners", ["Ash", "Blaze", "Cobalt", "Dusk"]),
    ("Games", ["Castle Quest", "Moon Racer", "Pixel Knight", "Tomb Diver"]),
    ("Times", ["38 minutes", "41 minutes", "44 minutes", "47 minutes"], [38, 41, 44, 47]),
    ("Attempts", ["150 attempts", "300 attempts", "450 attempts", "600 attempts"], [150, 300, 450, 600]),
]
SOLUTION = [
    ["Ash", "Pixel Knight", "44 minutes", "600 attempts"],
    ["Blaze", "Tomb Diver", "38 minutes", "300 attempts"],
    ["Cobalt", "Castle Quest", "47 minutes", "150 attempts"],
    ["Dusk", "Moon Racer", "41 minutes", "450 attempts"],
]
CLUES = [
    ("The fastest run took exactly 300 attempts.", lambda s: s.n(A, "38 minutes") == 300),
    ("Cobalt's run was the slowest, and it took the fewest attempts.",
     lambda s: s.n(T, "Cobalt") == 47 and s.n(A, "Cobalt") == 150),
    ("The Moon Racer run was 3 minutes slower than Blaze's.",
     lambda s: s.n(T, "Moon Racer") == s.n(T, "Blaze") + 3),
    ("Ash needed 150 more attempts than the Moon Racer runner.",
     lambda s: s.n(A, "Ash") == s.n(A, "Moon Racer") + 150),
    ("The Pixel Knight run was 3 minutes faster than Cobalt's.",
     lambda s: s.n(T, "Pixel Knight") == s.n(T, "Cobalt") - 3),
    ("Blaze finished 6 minutes faster than Ash.", lambda s: s.n(T, "Blaze") == s.n(T, "Ash") - 6),
    ("Blaze doesn't run Castle Quest.", lambda s: not s.same("Blaze", "Castle Quest")),
]
NUM = None
DOT = False
INTRO = ["Four speedrunners each set a personal best in a different game."]
OUTRO = []
REMARKS = INTRO + OUTRO
