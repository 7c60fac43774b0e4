# Clue 5, "Pilar's deckchair is not far from Quincy's.": how far is "not far"
# is never said; next to Quincy and two chairs away give different answers.
C = "Deckchairs"
def c(s, x):
    return s.n(C, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Sunbathers", ["Pilar", "Quincy", "Ros", "Stellan", "Tove"]),
    ("Deckchairs", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Hats", ["beret", "bucket hat", "cap", "panama", "sombrero"]),
]
INTRO = ["Five friends hired a row of deckchairs on the beach, numbered 1 to 5 from left to right, and each wore a different hat."]
CLUES = [
    ("Tove sits in deckchair 1.", lambda s: c(s, "Tove") == 1),
    ("Stellan sits immediately to the right of the person in the sombrero.", lambda s: c(s, "Stellan") == c(s, "sombrero") + 1),
    ("Quincy has deckchair 5.", lambda s: c(s, "Quincy") == 5),
    ("Tove wears the sombrero.", lambda s: s.same("Tove", "sombrero")),
    ("Ros wears the cap.", lambda s: s.same("Ros", "cap")),
    ("The beret is Quincy's.", lambda s: s.same("beret", "Quincy")),
    ("Stellan isn't wearing the panama.", lambda s: not s.same("Stellan", "panama")),
]
BAD = "Pilar's deckchair is not far from Quincy's."
ORDER = [c_[0] for c_ in CLUES[:4]] + [BAD] + [c_[0] for c_ in CLUES[4:]]
REFUSED = {
    BAD: {
        "as next to": lambda s: abs(c(s, "Pilar") - c(s, "Quincy")) == 1,
        "as at most two chairs away": lambda s: abs(c(s, "Pilar") - c(s, "Quincy")) <= 2,
        "as exactly two chairs away": lambda s: abs(c(s, "Pilar") - c(s, "Quincy")) == 2,
    },
}
EXPECT = 2
QUESTIONS = [("Who sits in deckchair 3?", None)]
REMARKS = INTRO
