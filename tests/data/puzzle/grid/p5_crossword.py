T = "Times"
def t(s, x):
    return s.n(T, x)
CATEGORIES = [
    ("Solvers", ["Quentin", "Rosalind", "Saoirse", "Tobias"]),
    ("Newspapers", ["The Chronicle", "The Herald", "The Ledger", "The Sentinel"]),
    ("Times", ["6 min 45 s", "7 min 30 s", "8 min 15 s", "9 min"], [405, 450, 495, 540]),
    ("Cities", ["Bath", "Derby", "Leeds", "York"]),
]
CLUES = [
    ("Neither Quentin nor the solver from Bath does the crossword in The Sentinel or in The Chronicle.",
     lambda s: all(not s.same(a, b) for a in ("Quentin", "Bath") for b in ("The Sentinel", "The Chronicle"))),
    ("The Ledger's solver took 45 seconds longer than Quentin, who is not from Derby.",
     lambda s: t(s, "The Ledger") == t(s, "Quentin") + 45 and not s.same("Quentin", "Derby")),
    ("Of Rosalind and the solver from Derby, one was the fastest of the four and the other does The Chronicle's puzzle.",
     lambda s: not s.same("Rosalind", "Derby") and (
         (t(s, "Rosalind") == 405 and s.same("Derby", "The Chronicle"))
         or (t(s, "Derby") == 405 and s.same("Rosalind", "The Chronicle")))),
    ("Saoirse took a minute and a half longer than Tobias.", lambda s: t(s, "Saoirse") == t(s, "Tobias") + 90),
    ("Tobias was quicker than Quentin, and Rosalind isn't from York.",
     lambda s: t(s, "Tobias") < t(s, "Quentin") and not s.same("Rosalind", "York")),
    ("Whoever comes from Bath was the slowest of the four.", lambda s: t(s, "Bath") == 540),
    ("The solver from York was slower than the solver from Leeds.", lambda s: t(s, "York") > t(s, "Leeds")),
]
REMARKS = ["Four friends who never miss the daily cryptic timed themselves on Tuesday, each on the puzzle in a different newspaper. They live in four different cities."]
QUESTIONS = [("Whose time was 8 min 15 s?", lambda s: s.v("Solvers", "8 min 15 s"))]
