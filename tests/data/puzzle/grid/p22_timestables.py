S = "Scores"
CATEGORIES = [
    ("Pupils", ["Nia", "Oscar", "Priya"]),
    ("Tables", ["sixes", "sevens", "eights"]),
    ("Scores", ["14", "17", "20"], [14, 17, 20]),
]
SOLUTION = [
    ["Nia", "eights", "17"],
    ["Oscar", "sixes", "20"],
    ["Priya", "sevens", "14"],
]
CLUES = [
    ("Oscar got full marks.", lambda s: s.n(S, "Oscar") == 20),
    ("The pupil tested on the sevens scored 3 less than Nia.", lambda s: s.n(S, "sevens") == s.n(S, "Nia") - 3),
    ("Nia wasn't tested on the sixes.", lambda s: not s.same("Nia", "sixes")),
]
QUESTIONS = [("What did Priya score?", lambda s: s.v(S, "Priya"))]
NUM = "."
DOT = False
INTRO = ["Three pupils each took a test of 20 questions on a different times table, with one mark for each right answer."]
OUTRO = []
REMARKS = INTRO + OUTRO
