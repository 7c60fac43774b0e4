M = "Marks"
CATEGORIES = [
    ("Towns", ["Ardnaree", "Carrowmore", "Kilbeg", "Rathmoy"]),
    ("Counties", ["Leitrim", "Offaly", "Sligo", "Wexford"]),
    ("Marks", ["312", "318", "325", "331"], [312, 318, 325, 331]),
    ("Chairpersons", ["Ms Brady", "Mr Clancy", "Mr Hegarty", "Mrs Nolan"]),
]
SOLUTION = [
    ["Ardnaree", "Sligo", "325", "Mr Hegarty"],
    ["Carrowmore", "Wexford", "312", "Ms Brady"],
    ["Kilbeg", "Offaly", "331", "Mrs Nolan"],
    ["Rathmoy", "Leitrim", "318", "Mr Clancy"],
]
MEN = ["Mr Clancy", "Mr Hegarty"]
CLUES = [
    ("Kilbeg took the top marks.", lambda s: s.n(M, "Kilbeg") == 331),
    ("The Wexford town scored 13 marks fewer than Ardnaree.", lambda s: s.n(M, "Wexford") == s.n(M, "Ardnaree") - 13),
    ("Mr Clancy's committee scored 6 marks more than Ms Brady's.", lambda s: s.n(M, "Mr Clancy") == s.n(M, "Ms Brady") + 6),
    ("The Sligo town's committee is chaired by a man, but not by Mr Clancy.",
     lambda s: any(s.same(m, "Sligo") for m in MEN) and not s.same("Mr Clancy", "Sligo")),
    ("Rathmoy isn't in Offaly or Sligo.", lambda s: not s.same("Rathmoy", "Offaly") and not s.same("Rathmoy", "Sligo")),
    ("Mrs Nolan's town scored more than the one in Leitrim.", lambda s: s.n(M, "Mrs Nolan") > s.n(M, "Leitrim")),
    ("Kilbeg isn't in Sligo, and Carrowmore scored fewer marks than Rathmoy.",
     lambda s: not s.same("Kilbeg", "Sligo") and s.n(M, "Carrowmore") < s.n(M, "Rathmoy")),
    ("Ardnaree's committee isn't chaired by Ms Brady.", lambda s: not s.same("Ardnaree", "Ms Brady")),
]
QUESTIONS = [("Which county is Carrowmore in?", lambda s: s.v("Counties", "Carrowmore"))]
NUM = "."
DOT = True
INTRO = ["Four small towns in four different counties entered the Tidy Towns competition this year. Each has a committee with a different chairperson, and each town was given a different mark."]
OUTRO = []
REMARKS = INTRO + OUTRO
