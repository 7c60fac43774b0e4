# Clue 2, "Kemal scored nearly twice as many points as Lotte.": "nearly twice"
# gives no amount; 19 against 10 and 36 against 19 are both nearly twice, and
# each reading gives a different unique solution.
PT = "Points"
def pt(s, x):
    return s.n(PT, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Players", ["Kemal", "Lotte", "Mina", "Nils"]),
    ("Games", ["coconut shy", "hoopla", "hook-a-duck", "tin-can alley"]),
    ("Points", ["10 points", "19 points", "36 points", "40 points"], [10, 19, 36, 40]),
]
INTRO = ["Four friends each had a go on a different stall at the summer fete, and each went home with a different score."]
CLUES = [
    ("The hoopla player scored 40 points.", lambda s: pt(s, "hoopla") == 40),
    ("Nils scored more than Mina.", lambda s: pt(s, "Nils") > pt(s, "Mina")),
    ("Kemal played tin-can alley.", lambda s: s.same("Kemal", "tin-can alley")),
    ("Lotte didn't play the coconut shy.", lambda s: not s.same("Lotte", "coconut shy")),
    ("Mina didn't play hoopla.", lambda s: not s.same("Mina", "hoopla")),
]
BAD = "Kemal scored nearly twice as many points as Lotte."
ORDER = [c_[0] for c_ in CLUES[:1]] + [BAD] + [c_[0] for c_ in CLUES[1:]]
REFUSED = {
    BAD: {
        "19 against 10": lambda s: pt(s, "Kemal") == 19 and pt(s, "Lotte") == 10,
        "36 against 19": lambda s: pt(s, "Kemal") == 36 and pt(s, "Lotte") == 19,
        "more than one and a half times": lambda s: 1.5 * pt(s, "Lotte") < pt(s, "Kemal") < 2 * pt(s, "Lotte"),
    },
}
EXPECT = 12
QUESTIONS = [("How many points did Kemal score?", None)]
REMARKS = INTRO
