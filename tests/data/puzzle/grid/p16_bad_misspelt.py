R = "Rosettes"
CATEGORIES = [
    ("Riders", ["Fenwick", "Gallagher", "Hennessy", "Ingleby"]),
    ("Ponies", ["Biscuit", "Conker", "Domino", "Pickle"]),
    ("Rosettes", ["1st", "2nd", "3rd", "4th"]),
]
CLUES = [
    ("Domino finished last.", lambda s: s.n(R, "Domino") == 4),
    ("Fenwick finished one place ahead of Ingleby.", lambda s: s.n(R, "Fenwick") == s.n(R, "Ingleby") - 1),
    ("Biscuit came third.", lambda s: s.n(R, "Biscuit") == 3),
    ("Hennessy didn't ride Pickle.", lambda s: not s.same("Hennessy", "Pickle")),
]
BAD = (3, "Galagher rode Conker.")
REFUSED = {BAD[1]: {
    "'Gallagher rode Conker'": lambda s: s.same("Gallagher", "Conker"),
}}
EXPECT = 9
NUM = None
DOT = False
INTRO = ["Four riders took their ponies round the clear-round course at the gymkhana, and each got a different rosette."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Galagher rode Conker.", must be refused: no rider is called
Galagher (did you mean Gallagher?). Read as Gallagher the puzzle has one
solution; without the clue it has nine."""
