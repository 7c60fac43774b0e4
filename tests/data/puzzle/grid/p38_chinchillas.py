R = "Places"
CATEGORIES = [
    ("Chinchillas", ["Dusty", "Mochi", "Pepper", "Smudge"]),
    ("Owners", ["Calvin", "Farida", "Greer", "Yasmin"]),
    ("Places", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Dusty", "Greer", "third"],
    ["Mochi", "Calvin", "first"],
    ["Pepper", "Yasmin", "fourth"],
    ["Smudge", "Farida", "second"],
]
CLUES = [
    ("Greer's chinchilla finished one place behind Farida's.", lambda s: s.n(R, "Greer") == s.n(R, "Farida") + 1),
    ("Mochi took first place.", lambda s: s.same("Mochi", "first")),
    ("The chinchilla that finished fourth doesn't belong to Farida.", lambda s: not s.same("fourth", "Farida")),
    ("Pepper finished behind Dusty.", lambda s: s.n(R, "Pepper") > s.n(R, "Dusty")),
    ("Calvin's chinchilla finished two places ahead of Greer's.", lambda s: s.n(R, "Calvin") == s.n(R, "Greer") - 2),
    ("Smudge finished one place behind Mochi.", lambda s: s.n(R, "Smudge") == s.n(R, "Mochi") + 1),
    ("Yasmin's chinchilla came last.", lambda s: s.n(R, "Yasmin") == 4),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
