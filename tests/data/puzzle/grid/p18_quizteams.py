P = "Scores"
B = "Tables"
CATEGORIES = [
    ("Teams", ["Brainstorm", "Know-Alls", "Quizzly Bears", "Smarty Pints", "Trivia Newton"]),
    ("Captains", ["Abi", "Dan", "Hope", "Liam", "Nadia"]),
    ("Scores", ["38", "42", "45", "49", "53"], [38, 42, 45, 49, 53]),
    ("Tables", ["table 1", "table 2", "table 3", "table 4", "table 5"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Brainstorm", "Hope", "45", "table 2"],
    ["Know-Alls", "Liam", "53", "table 5"],
    ["Quizzly Bears", "Abi", "38", "table 1"],
    ["Smarty Pints", "Nadia", "49", "table 3"],
    ["Trivia Newton", "Dan", "42", "table 4"],
]
CLUES = [
    ("The Know-Alls scored the most points.", lambda s: s.n(P, "Know-Alls") == 53),
    ("Abi's team scored 4 points fewer than Dan's.", lambda s: s.n(P, "Abi") == s.n(P, "Dan") - 4),
    ("The team at table 3 scored 4 points more than Hope's team.", lambda s: s.n(P, "table 3") == s.n(P, "Hope") + 4),
    ("Hope's team sat next to Abi's team.", lambda s: abs(s.n(B, "Hope") - s.n(B, "Abi")) == 1),
    ("Dan's team sat at a higher-numbered table than Nadia's team.", lambda s: s.n(B, "Dan") > s.n(B, "Nadia")),
    ("Trivia Newton scored 7 points fewer than Smarty Pints.", lambda s: s.n(P, "Trivia Newton") == s.n(P, "Smarty Pints") - 7),
    ("Liam's team sat at table 5.", lambda s: s.same("Liam", "table 5")),
    ("Nadia captains the Smarty Pints.", lambda s: s.same("Nadia", "Smarty Pints")),
    ("The Quizzly Bears had the lowest score of the night.", lambda s: s.n(P, "Quizzly Bears") == 38),
    ("The Quizzly Bears sat at one end of the line.", lambda s: s.n(B, "Quizzly Bears") in (1, 5)),
]
NUM = None
DOT = False
INTRO = ["Five teams sat at five tables, numbered 1 to 5 in a line, at the pub quiz."]
OUTRO = []
REMARKS = INTRO + OUTRO
