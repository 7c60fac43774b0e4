A = "Ages"
CATEGORIES = [
    ("Jugglers", ["Alfie", "Bella", "Cody", "Daisy"]),
    ("Props", ["balls", "clubs", "rings", "scarves"]),
    ("Ages", ["8", "9", "10", "11"], [8, 9, 10, 11]),
]
SOLUTION = [
    ["Alfie", "rings", "10"],
    ["Bella", "scarves", "8"],
    ["Cody", "clubs", "11"],
    ["Daisy", "balls", "9"],
]
CLUES = [
    ("Bella is the youngest.", lambda s: s.n(A, "Bella") == 8),
    ("Cody is older than Alfie.", lambda s: s.n(A, "Cody") > s.n(A, "Alfie")),
    ("The juggler with the scarves is 2 years younger than the one with the rings.", lambda s: s.n(A, "scarves") == s.n(A, "rings") - 2),
    ("Daisy juggles balls.", lambda s: s.same("Daisy", "balls")),
    ("Cody does not juggle rings.", lambda s: not s.same("Cody", "rings")),
]
QUESTIONS = [("What does Alfie juggle?", lambda s: s.v("Props", "Alfie"))]
NUM = "."
DOT = False
INTRO = ["Four children at circus club are learning to juggle. Can you find out what each child juggles and how old they are?"]
OUTRO = []
REMARKS = INTRO + OUTRO
