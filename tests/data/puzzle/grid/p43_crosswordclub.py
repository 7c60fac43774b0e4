T = "Times"
CATEGORIES = [
    ("Solvers", ["Alma", "Bert", "Cora", "Dwight", "Edna"]),
    ("Newspapers", ["Courier", "Gazette", "Herald", "Ledger", "Tribune"]),
    ("Times", ["12 minutes", "15 minutes", "18 minutes", "21 minutes", "24 minutes"], [12, 15, 18, 21, 24]),
]
SOLUTION = [
    ["Alma", "Tribune", "15 minutes"],
    ["Bert", "Herald", "24 minutes"],
    ["Cora", "Gazette", "12 minutes"],
    ["Dwight", "Ledger", "18 minutes"],
    ["Edna", "Courier", "21 minutes"],
]
CLUES = [
    ("Cora was the fastest solver, 3 minutes quicker than the member who did the Tribune puzzle.",
     lambda s: s.n(T, "Cora") == 12 and s.n(T, "Tribune") == 15),
    ("Bert took longer than everyone else.", lambda s: s.n(T, "Bert") == 24),
    ("The Ledger crossword took 3 minutes less than Edna's.", lambda s: s.n(T, "Ledger") == s.n(T, "Edna") - 3),
    ("Neither Alma nor Dwight solved the Herald or the Courier.",
     lambda s: all(not s.same(p, q) for p in ("Alma", "Dwight") for q in ("Herald", "Courier"))),
    ("Edna didn't do the Gazette puzzle.", lambda s: not s.same("Edna", "Gazette")),
    ("Alma finished 3 minutes ahead of Dwight.", lambda s: s.n(T, "Alma") == s.n(T, "Dwight") - 3),
    ("Bert didn't do the Gazette crossword, and the Herald crossword wasn't Edna's.", lambda s: not s.same("Bert", "Gazette") and not s.same("Herald", "Edna")),
]
QUESTIONS = [("Whose crossword came from the Courier?", lambda s: s.v("Solvers", "Courier"))]
NUM = "."
DOT = True
INTRO = ["At last week's meeting of the Elm Street Crossword Club, five members each brought the crossword from a different newspaper and timed themselves solving it. "
         "Can you find each solver's newspaper and time?"]
OUTRO = []
REMARKS = INTRO + OUTRO
