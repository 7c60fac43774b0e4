S = "Scores"
CATEGORIES = [
    ("Captains", ["Gwen", "Hugh", "Iris", "Kenny", "Lorna"]),
    ("Teams", ["Brain Drain", "Les Quizerables", "Quizzly Bears", "The Usual Suspects", "Universally Challenged"]),
    ("Scores", ["38", "41", "44", "47", "50"], [38, 41, 44, 47, 50]),
    ("Best rounds", ["geography", "history", "music", "science", "sport"]),
]
SOLUTION = [
    ["Gwen", "Quizzly Bears", "44", "music"],
    ["Hugh", "Brain Drain", "50", "sport"],
    ["Iris", "The Usual Suspects", "38", "geography"],
    ["Kenny", "Les Quizerables", "47", "history"],
    ["Lorna", "Universally Challenged", "41", "science"],
]
CLUES = [
    ("Hugh's team won with the highest score.", lambda s: s.n(S, "Hugh") == 50),
    ("The team whose best round was history scored 3 points more than Quizzly Bears.",
     lambda s: s.n(S, "history") == s.n(S, "Quizzly Bears") + 3),
    ("Iris's team finished last.", lambda s: s.n(S, "Iris") == 38),
    ("Lorna's team scored three points more than The Usual Suspects.",
     lambda s: s.n(S, "Lorna") == s.n(S, "The Usual Suspects") + 3),
    ("Exactly one of Kenny and Lorna did best in the science round.",
     lambda s: s.same("Kenny", "science") != s.same("Lorna", "science")),
    ("The music team scored fewer points than the history team but more than the geography team.",
     lambda s: s.n(S, "geography") < s.n(S, "music") < s.n(S, "history")),
    ("Brain Drain's best round was sport.", lambda s: s.same("Brain Drain", "sport")),
    ("Kenny doesn't captain Universally Challenged.", lambda s: not s.same("Kenny", "Universally Challenged")),
    ("Quizzly Bears scored three points more than Lorna's team.", lambda s: s.n(S, "Quizzly Bears") == s.n(S, "Lorna") + 3),
    ("Les Quizerables finished above Gwen's team.", lambda s: s.n(S, "Les Quizerables") > s.n(S, "Gwen")),
    ("Gwen's team isn't The Usual Suspects, and Hugh's isn't Les Quizerables.",
     lambda s: not s.same("Gwen", "The Usual Suspects") and not s.same("Hugh", "Les Quizerables")),
]
QUESTIONS = [("Who captains Les Quizerables?", lambda s: s.v("Captains", "Les Quizerables"))]
NUM = "."
DOT = True
INTRO = ["Five teams entered the Tuesday quiz at the Red Lion. No two teams scored the same, and each team did best in a different round."]
OUTRO = []
REMARKS = INTRO + OUTRO
