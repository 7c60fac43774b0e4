# Puzzle-book style; times of day.
T = "Times"
def t(s, x):
    return s.n(T, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Actors", ["Jean-Luc", "Marisol", "Obadiah", "Penny", "Saoirse"]),
    ("Times", ["10:15am", "10:40am", "11:05am", "11:30am", "11:55am"], [615, 640, 665, 690, 715]),
    ("Roles", ["Lady Bracknell", "the butler", "the ghost", "the king", "the maid"]),
]
SOLUTION = [("Jean-Luc", "11:05am", "the king"), ("Marisol", "10:15am", "the maid"), ("Obadiah", "11:55am", "the butler"),
            ("Penny", "10:40am", "the ghost"), ("Saoirse", "11:30am", "Lady Bracknell")]
INTRO = ["The Playhouse held auditions for its spring production last Saturday morning. Five hopefuls were seen, one every 25 minutes, each reading for a different part."]
CLUES = [
    ("The first audition of the morning was for the maid.", lambda s: t(s, "the maid") == 615),
    ("Jean-Luc auditioned 25 minutes after Penny.", lambda s: t(s, "Jean-Luc") == t(s, "Penny") + 25),
    ("The actor reading for the butler was the last to audition.", lambda s: t(s, "the butler") == 715),
    ("Saoirse's audition started 25 minutes after the one for the king.", lambda s: t(s, "Saoirse") == t(s, "the king") + 25),
    ("Penny didn't read for Lady Bracknell.", lambda s: not s.same("Penny", "Lady Bracknell")),
    ("Obadiah auditioned sometime after Jean-Luc.", lambda s: t(s, "Obadiah") > t(s, "Jean-Luc")),
    ("Marisol went before Penny.", lambda s: t(s, "Marisol") < t(s, "Penny")),
    ("Lady Bracknell was read by Saoirse.", lambda s: s.same("Lady Bracknell", "Saoirse")),
]
QUESTIONS = [("At what time did Saoirse audition?", lambda s: s.v(T, "Saoirse"))]
REMARKS = INTRO
