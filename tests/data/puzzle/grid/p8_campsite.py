P = "Pitches"
N = "Stays"
def p(s, x):
    return s.n(P, x)
def n(s, x):
    return s.n(N, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Families", ["Abbotts", "Brennans", "Costas", "Dwyers"]),
    ("Pitches", ["pitch 1", "pitch 2", "pitch 3", "pitch 4"], [1, 2, 3, 4]),
    ("Stays", ["2 nights", "3 nights", "5 nights", "7 nights"], [2, 3, 5, 7]),
    ("Shelters", ["camper van", "caravan", "tent", "trailer tent"]),
]
SOLUTION = [("Abbotts", "pitch 3", "5 nights", "tent"), ("Brennans", "pitch 1", "7 nights", "caravan"), ("Costas", "pitch 4", "2 nights", "camper van"), ("Dwyers", "pitch 2", "3 nights", "trailer tent")]
CLUES = [
    ("The family with the tent is on the pitch numbered one higher than the Dwyers' pitch.", lambda s: p(s, "tent") == p(s, "Dwyers") + 1),
    ("The Brennans are staying 2 nights longer than the Abbotts.", lambda s: n(s, "Brennans") == n(s, "Abbotts") + 2),
    ("The camper van is on pitch 4.", lambda s: p(s, "camper van") == 4),
    ("Of the Costas and the family on pitch 1, one has the caravan and the other is staying 2 nights.", lambda s: not s.same("Costas", "pitch 1") and ((s.same("Costas", "caravan") and s.same("pitch 1", "2 nights")) or (s.same("pitch 1", "caravan") and s.same("Costas", "2 nights")))),
    ("The trailer tent is not staying 7 nights.", lambda s: not s.same("trailer tent", "7 nights")),
    ("The family staying 3 nights is on pitch 2.", lambda s: p(s, "3 nights") == 2),
    ("The caravan family is staying the longest.", lambda s: n(s, "caravan") == 7),
    ("The Costas are not on pitch 3.", lambda s: p(s, "Costas") != 3),
    ("The Abbotts' pitch is next to the Costas' pitch.", lambda s: abs(p(s, "Abbotts") - p(s, "Costas")) == 1),
]
