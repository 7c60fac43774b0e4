# Clue 4, "Rhonda folded more cranes than Ulla.", names nobody: the folders
# are Rhoda, Rhona, Ulla and Vikram, and "Rhonda" is one letter from both
# Rhoda and Rhona.
C = "Cranes"
def c(s, x):
    return s.n(C, x)
NUM = "1)"
DOT = False
CATEGORIES = [
    ("Folders", ["Rhoda", "Rhona", "Ulla", "Vikram"]),
    ("Papers", ["gold", "marbled", "plain", "striped"]),
    ("Cranes", ["12 cranes", "15 cranes", "20 cranes", "24 cranes"], [12, 15, 20, 24]),
]
INTRO = ["Four members of the origami club folded paper cranes for the hospital fete, each from a different kind of paper."]
CLUES = [
    ("Whoever used the marbled paper folded the most cranes.", lambda s: c(s, "marbled") == 24),
    ("Ulla folded 5 more cranes than Vikram.", lambda s: c(s, "Ulla") == c(s, "Vikram") + 5),
    ("Vikram didn't use plain paper.", lambda s: not s.same("Vikram", "plain")),
    ("The gold paper was used by Ulla.", lambda s: s.same("gold", "Ulla")),
]
BAD = "Rhonda folded more cranes than Ulla."
ORDER = [c_[0] for c_ in CLUES[:3]] + [BAD] + [CLUES[3][0]]
REFUSED = {
    BAD: {
        "as Rhoda": lambda s: c(s, "Rhoda") > c(s, "Ulla"),
        "as Rhona": lambda s: c(s, "Rhona") > c(s, "Ulla"),
    },
}
EXPECT = 2
QUESTIONS = [("Who used the marbled paper?", None)]
REMARKS = INTRO
