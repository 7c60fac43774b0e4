S = "Scores"
def sc(s, x):
    return s.n(S, x)
CATEGORIES = [
    ("Golfers", ["Akiko", "Brett", "Celeste", "Dmitri"]),
    ("Scores", ["68", "69", "71", "74"], [68, 69, 71, 74]),
    ("Clubs", ["Birchwood", "Fox Hollow", "Kingsdown", "Sandy Lane"]),
]
CLUES = [
    ("Brett had the lowest score.", lambda s: sc(s, "Brett") == 68),
    ("The Kingsdown member shot 3 strokes more than the Sandy Lane member.",
     lambda s: sc(s, "Kingsdown") == sc(s, "Sandy Lane") + 3),
    ("Celeste's score was higher than Akiko's.", lambda s: sc(s, "Celeste") > sc(s, "Akiko")),
    ("Dmitri doesn't play at Birchwood or Kingsdown.",
     lambda s: not s.same("Dmitri", "Birchwood") and not s.same("Dmitri", "Kingsdown")),
    ("Akiko isn't a member at Sandy Lane.", lambda s: not s.same("Akiko", "Sandy Lane")),
    ("Dmitri took one stroke more than Brett.", lambda s: sc(s, "Dmitri") == sc(s, "Brett") + 1),
]
