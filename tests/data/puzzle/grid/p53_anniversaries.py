Y = "Years married"
CATEGORIES = [
    ("Husbands", ["Arthur", "Bernard", "Cyril", "Dennis"]),
    ("Wives", ["Edna", "Florence", "Gladys", "Hilda"]),
    ("Surnames", ["Pike", "Quinn", "Rowe", "Stokes"]),
    ("Years married", ["25", "30", "40", "50"], [25, 30, 40, 50]),
]
INTRO = [
    "The Over-Sixties Club threw a joint party last month for four couples who all "
    "celebrated wedding anniversaries in the same week.",
]
CLUES = [
    ("The Pikes have been married ten years longer than Arthur and his wife.",
     lambda s: s.n(Y, "Pike") == s.n(Y, "Arthur") + 10),
    ("Bernard and Edna, who are not the Quinns, have been married for the shortest time "
     "of the four couples.",
     lambda s: s.same("Bernard", "Edna") and not s.same("Bernard", "Quinn") and s.n(Y, "Bernard") == 25),
    ("The Stokeses married five years after the Quinns.",
     lambda s: s.n(Y, "Stokes") == s.n(Y, "Quinn") - 5),
    ("Hilda's husband isn't Dennis.", lambda s: not s.same("Hilda", "Dennis")),
    ("Florence has been married twenty years less than Hilda.",
     lambda s: s.n(Y, "Florence") == s.n(Y, "Hilda") - 20),
    ("Gladys and her husband have been married ten years longer than the Quinns.",
     lambda s: s.n(Y, "Gladys") == s.n(Y, "Quinn") + 10),
    ("Dennis and his wife have been married for less time than Arthur and his.",
     lambda s: s.n(Y, "Dennis") < s.n(Y, "Arthur")),
    ("Gladys, whose husband isn't Cyril, is not Mrs Quinn.",
     lambda s: not s.same("Gladys", "Cyril") and not s.same("Gladys", "Quinn")),
]
QUESTIONS = [
    ("What is Florence's surname, and how many years has she been married?",
     lambda s: (s.v("Surnames", "Florence"), s.v(Y, "Florence"))),
]
REMARKS = INTRO
