T = "Times"
CATEGORIES = [
    ("Runners", ["Gillian", "Janet", "Lorraine", "Pam", "Sheila"]),
    ("Jobs", ["barmaid", "district nurse", "postwoman", "shopkeeper", "teacher"]),
    ("Times", ["41 seconds", "44 seconds", "47 seconds", "50 seconds", "53 seconds"], [41, 44, 47, 50, 53]),
]
SOLUTION = [
    ["Gillian", "teacher", "47 seconds"],
    ["Janet", "postwoman", "41 seconds"],
    ["Lorraine", "district nurse", "53 seconds"],
    ["Pam", "shopkeeper", "44 seconds"],
    ["Sheila", "barmaid", "50 seconds"],
]
CLUES = [
    ("The postwoman won the race in 41 seconds.", lambda s: s.n(T, "postwoman") == 41),
    ("Sheila crossed the line 3 seconds after the teacher.", lambda s: s.n(T, "Sheila") == s.n(T, "teacher") + 3),
    ("Lorraine was the slowest of the five.", lambda s: s.n(T, "Lorraine") == 53),
    ("Pam, who isn't the barmaid, beat Gillian.", lambda s: not s.same("Pam", "barmaid") and s.n(T, "Pam") < s.n(T, "Gillian")),
    ("The district nurse took 6 seconds longer than Gillian.", lambda s: s.n(T, "district nurse") == s.n(T, "Gillian") + 6),
    ("Janet finished ahead of Pam.", lambda s: s.n(T, "Janet") < s.n(T, "Pam")),
]
QUESTIONS = [("Who won the race?", lambda s: s.v("Runners", "41 seconds"))]
NUM = "."
DOT = False
INTRO = ["Five women ran in the Shrove Tuesday pancake race down the High Street at Olney Parva, each tossing her pancake as she crossed the finishing line. "
         "Can you work out each runner's job and her time?"]
OUTRO = []
REMARKS = INTRO + OUTRO
