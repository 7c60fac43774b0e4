# Clue 4, "The runner in the purple vest finished in 26 minutes.": no runner
# wore purple (the vests are blue, green, orange and red); read as blue or as
# green it gives two different unique solutions.
T = "Times"
def t(s, x):
    return s.n(T, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Runners", ["Fergus", "Gemma", "Hamid", "Ines"]),
    ("Vests", ["blue", "green", "orange", "red"]),
    ("Times", ["24 minutes", "26 minutes", "29 minutes", "33 minutes"], [24, 26, 29, 33]),
]
CLUES = [
    ("Gemma ran the fastest time.", lambda s: t(s, "Gemma") == 24),
    ("Hamid finished 3 minutes after Fergus.", lambda s: t(s, "Hamid") == t(s, "Fergus") + 3),
    ("The runner in orange finished last.", lambda s: t(s, "orange") == 33),
    ("Gemma wore the red vest.", lambda s: s.same("Gemma", "red")),
]
BAD = "The runner in the purple vest finished in 26 minutes."
ORDER = [c_[0] for c_ in CLUES[:3]] + [BAD] + [c_[0] for c_ in CLUES[3:]]
REFUSED = {
    BAD: {
        "purple = blue": lambda s: t(s, "blue") == 26,
        "purple = green": lambda s: t(s, "green") == 26,
        "purple = orange": lambda s: t(s, "orange") == 26,
        "purple = red": lambda s: t(s, "red") == 26,
    },
}
EXPECT = 2
QUESTIONS = [("What colour was Hamid's vest?", None)]
