Y = "Years built"
F = "Finishing positions"
CATEGORIES = [
    ("Drivers", ["Major Pemberton", "Mrs Quennell", "Dr Rathbone", "Mr Stanhope"]),
    ("Cars", ["Austin Seven", "Bentley", "MG", "Riley"]),
    ("Years built", ["1928", "1931", "1934", "1937"], [1928, 1931, 1934, 1937]),
    ("Colours", ["black", "British racing green", "cream", "maroon"]),
    ("Finishing positions", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
]
INTRO = [
    "Four vintage cars, each of a different make, year and colour, took part in the "
    "Cotswold Reliability Trial on Easter Monday.",
]
CLUES = [
    ("The winner was driving a car built six years after the Bentley.",
     lambda s: s.n(Y, "1st") == s.n(Y, "Bentley") + 6),
    ("The maroon car, which was built three years before Mrs Quennell's, finished last.",
     lambda s: s.n(Y, "maroon") == s.n(Y, "Mrs Quennell") - 3 and s.n(F, "maroon") == 4),
    ("Major Pemberton finished one place ahead of the Riley, the newest car in the trial.",
     lambda s: s.n(Y, "Riley") == 1937 and s.n(F, "Major Pemberton") == s.n(F, "Riley") - 1),
    ("Dr Rathbone doesn't drive the Bentley, and the black car isn't an MG.",
     lambda s: not s.same("Dr Rathbone", "Bentley") and not s.same("black", "MG")),
    ("The cream car beat the British racing green one, which is the oldest of the four.",
     lambda s: s.n(Y, "British racing green") == 1928
     and s.n(F, "cream") < s.n(F, "British racing green")),
    ("Mr Stanhope's car is not maroon.", lambda s: not s.same("Mr Stanhope", "maroon")),
    ("Dr Rathbone's car is older than the MG.", lambda s: s.n(Y, "Dr Rathbone") < s.n(Y, "MG")),
]
QUESTIONS = [
    ("Which car won, and who was driving it?",
     lambda s: (s.v("Cars", "1st"), s.v("Drivers", "1st"))),
]
REMARKS = INTRO
