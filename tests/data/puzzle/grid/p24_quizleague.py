# British: a pub quiz; team names as the first category, scores as bare numbers.
S = "Scores"
CATEGORIES = [
    ("Teams", ["Agatha Quiztie", "Les Quizerables", "Quiz Team Aguilera", "The Usual Suspects", "Universally Challenged"]),
    ("Captains", ["Julie", "Keith", "Moira", "Nigel", "Ravi"]),
    ("Scores", ["38", "41", "44", "47", "50"], [38, 41, 44, 47, 50]),
]
SOLUTION = [
    ["Agatha Quiztie", "Moira", "44"],
    ["Les Quizerables", "Ravi", "50"],
    ["Quiz Team Aguilera", "Keith", "38"],
    ["The Usual Suspects", "Nigel", "47"],
    ["Universally Challenged", "Julie", "41"],
]
CLUES = [
    ("Les Quizerables won the quiz.", lambda s: s.n(S, "Les Quizerables") == 50),
    ("Keith's team came last, 3 points behind Universally Challenged.",
     lambda s: s.n(S, "Keith") == 38 and s.n(S, "Keith") == s.n(S, "Universally Challenged") - 3),
    ("Moira's team scored 3 points fewer than Nigel's.", lambda s: s.n(S, "Moira") == s.n(S, "Nigel") - 3),
    ("Julie isn't the captain of The Usual Suspects.", lambda s: not s.same("Julie", "The Usual Suspects")),
    ("Agatha Quiztie beat Universally Challenged but not The Usual Suspects.",
     lambda s: s.n(S, "Universally Challenged") < s.n(S, "Agatha Quiztie") < s.n(S, "The Usual Suspects")),
    ("Julie's team beat Keith's by just three points.", lambda s: s.n(S, "Julie") == s.n(S, "Keith") + 3),
    ("Ravi's team scored more than Nigel's.", lambda s: s.n(S, "Ravi") > s.n(S, "Nigel")),
]
QUESTIONS = [("Who captains Agatha Quiztie?", lambda s: s.v("Captains", "Agatha Quiztie"))]
NUM = ")"
DOT = False
INTRO = ["Five teams entered the quiz at the Fox and Hounds last Wednesday. Each has a different captain, and no two teams finished on the same score."]
OUTRO = []
REMARKS = INTRO + OUTRO
