# Children's magazine; very short clues.
O = "Order"
def o(s, x):
    return s.n(O, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Children", ["Lulu", "Max", "Noor", "Ollie"]),
    ("Puppets", ["dragon", "fox", "frog", "owl"]),
    ("Order", ["1st", "2nd", "3rd", "4th"]),
]
SOLUTION = [("Lulu", "owl", "3rd"), ("Max", "dragon", "1st"), ("Noor", "frog", "4th"), ("Ollie", "fox", "2nd")]
INTRO = ["Four children put on a puppet show. Each had a different puppet and went on in turn."]
CLUES = [
    ("The dragon went first.", lambda s: o(s, "dragon") == 1),
    ("Noor went last.", lambda s: o(s, "Noor") == 4),
    ("Ollie went just before Lulu.", lambda s: o(s, "Ollie") == o(s, "Lulu") - 1),
    ("Lulu's puppet is not the frog.", lambda s: not s.same("Lulu", "frog")),
    ("The fox came on before the owl.", lambda s: o(s, "fox") < o(s, "owl")),
    ("Max went first.", lambda s: o(s, "Max") == 1),
    ("Noor had the frog.", lambda s: s.same("Noor", "frog")),
]
QUESTIONS = [("Which puppet did Max have?", lambda s: s.v("Puppets", "Max"))]
REMARKS = INTRO
