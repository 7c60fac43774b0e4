S = "Scores"
def sc(s, x):
    return s.n(S, x)
CATEGORIES = [
    ("Players", ["Big Sal", "Flash", "Mo", "The Vicar"]),
    ("Scores", ["60", "100", "140", "180"], [60, 100, 140, 180]),
    ("Pubs", ["The Crown", "The Fox & Hound", "The Plough", "The Red Lion"]),
]
CLUES = [
    ("No one threw a higher score than Mo.", lambda s: sc(s, "Mo") == 180),
    ("The Vicar scored 40 more than Flash.", lambda s: sc(s, "The Vicar") == sc(s, "Flash") + 40),
    ("The player from the Plough scored 40 less than the player from the Fox & Hound.",
     lambda s: sc(s, "The Plough") == sc(s, "The Fox & Hound") - 40),
    ("It wasn't Flash who represented the Red Lion.", lambda s: not s.same("Flash", "The Red Lion")),
    ("Big Sal outscored the Vicar.", lambda s: sc(s, "Big Sal") > sc(s, "The Vicar")),
    ("The Red Lion's player scored 80 less than Mo.", lambda s: sc(s, "The Red Lion") == sc(s, "Mo") - 80),
]
QUESTIONS = [("Which pub does Big Sal play for?", lambda s: s.v("Pubs", "Big Sal"))]
