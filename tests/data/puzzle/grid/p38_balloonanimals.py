T = "Times"
CATEGORIES = [
    ("Artists", ["Ambrose", "Bex", "Clancy", "Dot"]),
    ("Animals", ["giraffe", "monkey", "poodle", "swan"]),
    ("Times", ["40 seconds", "45 seconds", "50 seconds", "55 seconds"], [40, 45, 50, 55]),
]
SOLUTION = [
    ["Ambrose", "swan", "50 seconds"],
    ["Bex", "poodle", "40 seconds"],
    ["Clancy", "monkey", "55 seconds"],
    ["Dot", "giraffe", "45 seconds"],
]
CLUES = [
    ("The giraffe took 5 seconds longer to make than Bex's animal.", lambda s: s.n(T, "giraffe") == s.n(T, "Bex") + 5),
    ("Clancy was the slowest of the four.", lambda s: s.n(T, "Clancy") == 55),
    ("The swan took 10 seconds longer than the poodle.", lambda s: s.n(T, "swan") == s.n(T, "poodle") + 10),
    ("Dot didn't twist the monkey.", lambda s: not s.same("Dot", "monkey")),
    ("Ambrose finished his animal before Clancy but after Dot.", lambda s: s.n(T, "Dot") < s.n(T, "Ambrose") < s.n(T, "Clancy")),
    ("The poodle was the quickest animal to make.", lambda s: s.n(T, "poodle") == 40),
    ("Bex was quicker than Dot.", lambda s: s.n(T, "Bex") < s.n(T, "Dot")),
]
QUESTIONS = [("Which animal did Bex make?", lambda s: s.v("Animals", "Bex"))]
NUM = "."
DOT = False
INTRO = ["At the fair, four balloon artists were each timed making one animal."]
OUTRO = []
REMARKS = INTRO + OUTRO
