S = "Scores"
CATEGORIES = [
    ("Teams", ["The Brainiacs", "Quizzly Bears", "Smarty Pints", "Know-It-Ales"]),
    ("Captains", ["Harriet", "Ivor", "Jess", "Kwame"]),
    ("Best rounds", ["history", "music", "science", "sport"]),
    ("Scores", ["31", "34", "37", "40"], [31, 34, 37, 40]),
]
SOLUTION = [
    ["The Brainiacs", "Ivor", "science", "40"],
    ["Quizzly Bears", "Jess", "music", "31"],
    ["Smarty Pints", "Kwame", "sport", "37"],
    ["Know-It-Ales", "Harriet", "history", "34"],
]
CLUES = [
    ("The Brainiacs won with the highest score.", lambda s: s.n(S, "The Brainiacs") == 40),
    ("Jess's team finished last, 3 points behind Harriet's.", lambda s: s.n(S, "Jess") == 31 and s.n(S, "Harriet") == 34),
    ("The team that aced the sport round scored 3 points less than Ivor's team.", lambda s: s.n(S, "sport") == s.n(S, "Ivor") - 3),
    ("Kwame doesn't captain the Know-It-Ales.", lambda s: not s.same("Kwame", "Know-It-Ales")),
    ("The history buffs scored fewer points than Smarty Pints.", lambda s: s.n(S, "history") < s.n(S, "Smarty Pints")),
    ("Quizzly Bears did best on music.", lambda s: s.same("Quizzly Bears", "music")),
    ("Kwame's team scored 3 points more than Harriet's.", lambda s: s.n(S, "Kwame") == s.n(S, "Harriet") + 3),
    ("The Know-It-Ales beat Quizzly Bears.", lambda s: s.n(S, "Know-It-Ales") > s.n(S, "Quizzly Bears")),
    ("Ivor's team isn't Smarty Pints.", lambda s: not s.same("Ivor", "Smarty Pints")),
]
QUESTIONS = [("Who captains Smarty Pints?", lambda s: s.v("Captains", "Smarty Pints"))]
NUM = "."
DOT = False
INTRO = ["Four teams played at the pub quiz on Thursday. Each team has a different captain, each did best in a different round, and the final scores were all different."]
OUTRO = []
REMARKS = INTRO + OUTRO
