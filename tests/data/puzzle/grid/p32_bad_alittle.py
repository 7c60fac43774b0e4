W = "Weights"
CATEGORIES = [
    ("Exhibitors", ["Annie", "Boone", "Cal", "Darla"]),
    ("Lambs", ["Dozer", "Pepper", "Rascal", "Sugar"]),
    ("Weights", ["108 pounds", "112 pounds", "116 pounds", "132 pounds"], [108, 112, 116, 132]),
]
CLUES = [
    ("Cal's lamb weighed 112 pounds.", lambda s: s.same("Cal", "112 pounds")),
    ("Darla's lamb weighed 4 pounds more than Cal's.", lambda s: s.n(W, "Darla") == s.n(W, "Cal") + 4),
    ("Annie showed Sugar, and Boone showed Dozer.", lambda s: s.same("Annie", "Sugar") and s.same("Boone", "Dozer")),
    ("Rascal isn't Cal's lamb.", lambda s: not s.same("Rascal", "Cal")),
]
BAD = (5, "Dozer weighed a little more than Pepper.")
REFUSED = {BAD[1]: {
    "'Dozer weighed more than Pepper' (any amount)": lambda s: s.n(W, "Dozer") > s.n(W, "Pepper"),
    "'Dozer weighed at most 4 pounds more than Pepper'": lambda s: 0 < s.n(W, "Dozer") - s.n(W, "Pepper") <= 4,
}}
EXPECT = 2
QUESTIONS = [("How much did Annie's lamb weigh?", None)]
NUM = "."
DOT = False
INTRO = [
    "Weigh-In at the Lamb Barn",
    "Four young exhibitors brought their market lambs to the weigh-in at the Clark County Fair. No two lambs weighed the same. Determine each exhibitor's lamb and its weight.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Dozer weighed a little more than Pepper.", must be refused: "a little
more" gives no amount, and the only heavier weight left for Dozer is 132 pounds,
20 pounds more than Pepper's 112, which a careful reader would not call a little.
Without the clue the puzzle has two solutions (Annie's Sugar and Boone's Dozer
weighed 108 and 132 pounds, either way round). Read as plain "more than", the
clue gives one solution and the answer "108 pounds" to the question; read as a
small difference (at most 4 pounds, the other gaps in the puzzle), it gives none.
Either way the answer rests on a guess about what "a little" means."""
