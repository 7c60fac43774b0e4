# p52_bad_contradiction: 3x4 with no solution; clues 2, 4 and 6 contradict each other.
A = "Ages"
CATEGORIES = [
    ("Musicians", ["Yolanda", "Zeke", "Arturo", "Bettina"]),
    ("Instruments", ["cello", "oboe", "trumpet", "violin"]),
    ("Ages", ["24", "28", "32", "36"], [24, 28, 32, 36]),
]
INTRO = ["Four members of a youth orchestra's alumni quartet each play a different instrument."]
REMARKS = INTRO


def a(s, x):
    return s.n(A, x)


CLUES = [
    ("The cellist is the oldest of the four.", lambda s: a(s, "cello") == 36),
    ("Yolanda is older than Zeke.", lambda s: a(s, "Yolanda") > a(s, "Zeke")),
    ("Arturo doesn't play the trumpet.", lambda s: not s.same("Arturo", "trumpet")),
    ("Zeke is 4 years older than the violinist.", lambda s: a(s, "Zeke") == a(s, "violin") + 4),
    ("Bettina is 28.", lambda s: a(s, "Bettina") == 28),
    ("Yolanda plays the violin.", lambda s: s.same("Yolanda", "violin")),
]
QUESTIONS = [("How old is Arturo?", lambda s: s.v(A, "Arturo"))]
EXPECT = 0
CONFLICT = [2, 4, 6]
