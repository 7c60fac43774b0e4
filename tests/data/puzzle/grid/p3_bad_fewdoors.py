# Clue 4, "The vet lives a few doors from the florist.", gives no distance:
# two doors and three doors each give a different unique solution, and
# "at least two doors" leaves two.
H = "Houses"
def h(s, x):
    return s.n(H, x)
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Residents", ["Abel", "Bina", "Cora", "Dmitri", "Enzo"]),
    ("Jobs", ["baker", "florist", "nurse", "plumber", "vet"]),
]
CLUES = [
    ("Bina lives in the middle house.", lambda s: h(s, "Bina") == 3),
    ("The baker lives immediately to the right of the vet.", lambda s: h(s, "baker") == h(s, "vet") + 1),
    ("Bina lives next door to the nurse.", lambda s: abs(h(s, "Bina") - h(s, "nurse")) == 1),
    ("The nurse lives somewhere to the left of Abel.", lambda s: h(s, "nurse") < h(s, "Abel")),
    ("Enzo is the baker's next-door neighbour.", lambda s: abs(h(s, "Enzo") - h(s, "baker")) == 1),
    ("Dmitri lives further right than Bina.", lambda s: h(s, "Dmitri") > h(s, "Bina")),
]
REFUSED = {
    "The vet lives a few doors from the florist.": {
        "two doors apart": lambda s: abs(h(s, "vet") - h(s, "florist")) == 2,
        "three doors apart": lambda s: abs(h(s, "vet") - h(s, "florist")) == 3,
        "at least two doors apart": lambda s: abs(h(s, "vet") - h(s, "florist")) >= 2,
        "two or three doors apart": lambda s: abs(h(s, "vet") - h(s, "florist")) in (2, 3),
    },
}
EXPECT = 4
REMARKS = ["The five houses of Quarry Row are numbered 1 to 5 from left to right."]
QUESTIONS = [("Who is the florist?", None)]
