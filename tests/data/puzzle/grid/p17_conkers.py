R = "Rounds"
CATEGORIES = [
    ("Children", ["Ollie", "Pip", "Rana", "Stan"]),
    ("Trees", ["churchyard", "park", "riverbank", "school field"]),
    ("Rounds", ["2", "3", "5", "8"], [2, 3, 5, 8]),
    ("Laces", ["black", "green", "red", "white"]),
]
SOLUTION = [
    ["Ollie", "churchyard", "5", "black"],
    ["Pip", "riverbank", "2", "red"],
    ["Rana", "park", "8", "green"],
    ["Stan", "school field", "3", "white"],
]
CLUES = [
    ("The conker from the park won the most rounds, but it wasn't on a red or white lace.",
     lambda s: s.n(R, "park") == 8 and not s.same("park", "red") and not s.same("park", "white")),
    ("Ollie's conker won two more rounds than Stan's.", lambda s: s.n(R, "Ollie") == s.n(R, "Stan") + 2),
    ("Pip's conker, which hung on a red lace, won the fewest rounds.", lambda s: s.same("Pip", "red") and s.n(R, "Pip") == 2),
    ("The churchyard conker was on the black lace.", lambda s: s.same("churchyard", "black")),
    ("The conker on the white lace didn't come from the riverbank.", lambda s: not s.same("white", "riverbank")),
    ("Stan didn't find his conker in the churchyard.", lambda s: not s.same("Stan", "churchyard")),
]
NUM = "."
DOT = False
INTRO = ["Four children picked their best conker from a different place and threaded it on a different coloured lace for the playground championship. The numbers are the rounds each conker won before it split."]
OUTRO = []
REMARKS = INTRO + OUTRO
