S = "Scores"
def sc(s, x):
    return s.n(S, x)
CATEGORIES = [
    ("Players", ["Al", "Kev", "Mags", "Ron", "Sal"]),
    ("Scores", ["100", "121", "140", "161", "180"], [100, 121, 140, 161, 180]),
    ("Pubs", ["Anchor", "Bell", "Crown", "Plough", "Swan"]),
]
CLUES = [
    ("Kev hit 180.", lambda s: s.same("Kev", "180")),
    ("Ron scored lowest.", lambda s: sc(s, "Ron") == 100),
    ("Sal outscored Al by 21.", lambda s: sc(s, "Sal") == sc(s, "Al") + 21),
    ("Ron drinks at the Crown.", lambda s: s.same("Ron", "Crown")),
    ("The Swan's player scored 19 more than Mags.", lambda s: sc(s, "Swan") == sc(s, "Mags") + 19),
    ("Kev isn't from the Bell.", lambda s: not s.same("Kev", "Bell")),
    ("The Plough's player isn't Al.", lambda s: not s.same("Plough", "Al")),
    ("Mags doesn't play for the Bell.", lambda s: not s.same("Mags", "Bell")),
    ("Anchor's player topped the board.", lambda s: sc(s, "Anchor") == 180),
]
REMARKS = ["Pub league, best three-dart score of the night."]
QUESTIONS = [("Who plays for the Bell?", lambda s: s.v("Players", "Bell"))]
