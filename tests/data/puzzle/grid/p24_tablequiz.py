# Irish: a table quiz in aid of the GAA club; tables numbered 1-4, scores out of 80.
TB = "Tables"
S = "Scores"
CATEGORIES = [
    ("Captains", ["Dara", "Eamon", "Fionnuala", "Grainne"]),
    ("Teams", ["The Blow-Ins", "The Know-Alls", "The Last Orders", "The Mighty Quizzers"]),
    ("Tables", ["table 1", "table 2", "table 3", "table 4"], [1, 2, 3, 4]),
    ("Scores", ["52", "58", "64", "70"], [52, 58, 64, 70]),
]
SOLUTION = [
    ["Dara", "The Blow-Ins", "table 3", "64"],
    ["Eamon", "The Last Orders", "table 1", "52"],
    ["Fionnuala", "The Know-Alls", "table 4", "70"],
    ["Grainne", "The Mighty Quizzers", "table 2", "58"],
]
CLUES = [
    ("The Know-Alls won, six points clear of the team at table 3.",
     lambda s: s.n(S, "The Know-Alls") == 70 and s.n(S, "table 3") == 64),
    ("Eamon's team sat at table 1 and finished bottom.", lambda s: s.n(TB, "Eamon") == 1 and s.n(S, "Eamon") == 52),
    ("Grainne's team scored 6 more than The Last Orders.", lambda s: s.n(S, "Grainne") == s.n(S, "The Last Orders") + 6),
    ("Fionnuala's team beat Grainne's by 12 points.", lambda s: s.n(S, "Fionnuala") == s.n(S, "Grainne") + 12),
    ("Dara isn't the captain of The Know-Alls or of The Mighty Quizzers.",
     lambda s: not s.same("Dara", "The Know-Alls") and not s.same("Dara", "The Mighty Quizzers")),
    ("The Mighty Quizzers were at a lower-numbered table than the Blow-Ins.",
     lambda s: s.n(TB, "The Mighty Quizzers") < s.n(TB, "The Blow-Ins")),
]
QUESTIONS = [("Which team did Fionnuala captain?", lambda s: s.v("Teams", "Fionnuala"))]
NUM = "."
DOT = False
INTRO = ["Four teams took part in the table quiz in aid of the GAA club. Each team sat at a different table, and no two teams got the same score out of 80."]
OUTRO = []
REMARKS = INTRO + OUTRO
