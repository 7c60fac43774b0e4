# p52_bad_pronoun: 3x4; clue 4's "she" may be Rhonda or Sylvia.
T = "Times"
CATEGORIES = [
    ("Cyclists", ["Rhonda", "Sylvia", "Tamsin", "Una"]),
    ("Bikes", ["blue", "green", "red", "silver"]),
    ("Times", ["52 minutes", "55 minutes", "58 minutes", "61 minutes"], [52, 55, 58, 61]),
]
INTRO = ["Four friends raced their bikes around the reservoir loop on Sunday morning."]
REMARKS = INTRO


def t(s, x):
    return s.n(T, x)


CLUES = [
    ("Una crossed the line first, on the green bike.",
     lambda s: t(s, "Una") == 52 and s.same("Una", "green")),
    ("The silver bike finished 6 minutes after the green bike.", lambda s: t(s, "silver") == t(s, "green") + 6),
    ("Tamsin didn't ride the red bike.", lambda s: not s.same("Tamsin", "red")),
]
REFUSED = {
    "Rhonda finished ahead of Sylvia, and she rode the blue bike.": {
        "she = Rhonda": lambda s: t(s, "Rhonda") < t(s, "Sylvia") and s.same("Rhonda", "blue"),
        "she = Sylvia": lambda s: t(s, "Rhonda") < t(s, "Sylvia") and s.same("Sylvia", "blue"),
    },
}
QUESTIONS = [("What color was Rhonda's bike?", lambda s: s.v("Bikes", "Rhonda"))]
EXPECT = 8  # without the refused clue
