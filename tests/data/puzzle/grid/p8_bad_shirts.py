# Clue 3, "Rosalind beat Tamsin by 3 points, and she was wearing the green
# shirt.", has a pronoun with two antecedents: "she" is Rosalind or Tamsin.
P = "Points"
def p(s, x):
    return s.n(P, x)
NUM = "1."
INTRO = ["Four members of the Riverside Croquet Club played a round on Sunday morning, each in a different coloured shirt."]
REMARKS = INTRO
CATEGORIES = [
    ("Players", ["Quilla", "Rosalind", "Tamsin", "Ulla"]),
    ("Points", ["7 points", "10 points", "13 points", "16 points"], [7, 10, 13, 16]),
    ("Shirts", ["green", "grey", "navy", "white"]),
]
CLUES = [
    ("Ulla had the highest score.", lambda s: p(s, "Ulla") == 16),
    ("Quilla scored 6 points more than Tamsin.", lambda s: p(s, "Quilla") == p(s, "Tamsin") + 6),
    ("The top scorer wore navy.", lambda s: p(s, "navy") == 16),
    ("Quilla's shirt was white.", lambda s: s.same("Quilla", "white")),
]
BAD = "Rosalind beat Tamsin by 3 points, and she was wearing the green shirt."
ORDER = [CLUES[0][0], CLUES[1][0], BAD, CLUES[2][0], CLUES[3][0]]
REFUSED = {
    BAD: {
        "she = Rosalind": lambda s: p(s, "Rosalind") == p(s, "Tamsin") + 3 and s.same("Rosalind", "green"),
        "she = Tamsin": lambda s: p(s, "Rosalind") == p(s, "Tamsin") + 3 and s.same("Tamsin", "green"),
    },
}
EXPECT = 2
QUESTIONS = [("Who wore the grey shirt?", None)]
