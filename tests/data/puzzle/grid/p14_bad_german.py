# Clue 5, "The owner of the German car lives in house 2.": which make is
# German is outside knowledge (no category lines; the makes are Audi, Fiat,
# Renault and Toyota). As the Audi, 1 solution; as the Renault, a different
# one; as the Fiat, 2; as the Toyota, none; without the clue, 4.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Names", ["Lars", "Mona", "Nils", "Olga"]),
    ("Cars", ["Audi", "Fiat", "Renault", "Toyota"]),
    ("Jobs", ["baker", "nurse", "pilot", "vet"]),
]
INTRO = ["Lars, Mona, Nils and Olga live in four houses in a row, numbered 1 to 4 from left to right. Their cars are an Audi, a Fiat, a Renault and a Toyota, one each, and each has a different job."]
CLUES = [
    ("Lars lives in house 1.", lambda s: h(s, "Lars") == 1),
    ("Mona lives next door to Lars.", lambda s: nextto(s, "Mona", "Lars")),
    ("Olga lives at the right-hand end of the row.", lambda s: h(s, "Olga") == 4),
    ("The Toyota is parked outside house 4.", lambda s: h(s, "Toyota") == 4),
    ("The nurse drives a Fiat.", lambda s: s.same("nurse", "Fiat")),
    ("The pilot lives next door to the nurse.", lambda s: nextto(s, "pilot", "nurse")),
    ("The vet drives the Toyota.", lambda s: s.same("vet", "Toyota")),
    ("Lars is not a baker.", lambda s: not s.same("Lars", "baker")),
]
BAD = "The owner of the German car lives in house 2."
ORDER = [c[0] for c in CLUES[:4]] + [BAD] + [c[0] for c in CLUES[4:]]
REFUSED = {
    BAD: {
        "the Audi": lambda s: h(s, "Audi") == 2,
        "the Fiat": lambda s: h(s, "Fiat") == 2,
        "the Renault": lambda s: h(s, "Renault") == 2,
        "the Toyota": lambda s: h(s, "Toyota") == 2,
    },
}
EXPECT = 4
QUESTIONS = [("Who drives the Audi?", None)]
REMARKS = INTRO
BAD_WHY = """
Clue 5, "The owner of the German car lives in house 2.", must be refused:
no clue or line of the puzzle says which make is German (the makes are the
Audi, the Fiat, the Renault and the Toyota), so the clue can only be read
with outside knowledge. Read as the Audi, the puzzle has one solution (Mona
drives the Audi); read as the Renault, a different one (Nils drives the
Audi); as the Fiat, 2 solutions; as the Toyota, none; without the clue, 4.
"""
