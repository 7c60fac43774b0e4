# Clue 4, "Veda's instructor rode Marigold.": no category says who instructs
# whom; read as "Veda rode Marigold" it gives one solution, and if the
# instructor is taken to be Ulrich it gives the other.
F = "Fences"
def f(s, x):
    return s.n(F, x)
NUM = "1."
CATEGORIES = [
    ("Riders", ["Sven", "Tilda", "Ulrich", "Veda"]),
    ("Horses", ["Comet", "Duchess", "Marigold", "Rascal"]),
    ("Fences", ["3 fences", "5 fences", "6 fences", "8 fences"], [3, 5, 6, 8]),
]
INTRO = ["Four riders from the Longmead riding school took part in the junior show-jumping round. Each rode a different horse and each cleared a different number of fences before the first refusal."]
REMARKS = INTRO
CLUES = [
    ("Sven cleared the most fences.", lambda s: f(s, "Sven") == 8),
    ("Tilda cleared 3 fences.", lambda s: s.same("Tilda", "3 fences")),
    ("Duchess cleared the fewest fences.", lambda s: f(s, "Duchess") == 3),
    ("Comet was ridden by Sven.", lambda s: s.same("Comet", "Sven")),
    ("Ulrich cleared one fence more than Veda.", lambda s: f(s, "Ulrich") == f(s, "Veda") + 1),
]
BAD = "Veda's instructor rode Marigold."
ORDER = [c[0] for c in CLUES[:3]] + [BAD] + [c[0] for c in CLUES[3:]]
REFUSED = {
    BAD: {
        "misread as Veda": lambda s: s.same("Veda", "Marigold"),
        "instructor = Ulrich": lambda s: s.same("Ulrich", "Marigold"),
    },
}
EXPECT = 2
QUESTIONS = [("Which horse did Ulrich ride?", None)]
