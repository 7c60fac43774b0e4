P = "Placings"
A = "Ages"
CATEGORIES = [
    ("Exhibitors", ["Amos", "Becky", "Clint", "Dolores", "Earl"]),
    ("Entries", ["fudge", "peach pie", "pickles", "salsa", "sourdough"]),
    ("Placings", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
    ("Towns", ["Alma", "Beaver Creek", "Cedar Falls", "Dunmore", "Elgin"]),
    ("Ages", ["12", "13", "14", "15", "16"], [12, 13, 14, 15, 16]),
]
SOLUTION = [
    ["Amos", "salsa", "3rd", "Cedar Falls", "14"],
    ["Becky", "peach pie", "1st", "Elgin", "16"],
    ["Clint", "pickles", "5th", "Alma", "12"],
    ["Dolores", "sourdough", "2nd", "Beaver Creek", "13"],
    ["Earl", "fudge", "4th", "Dunmore", "15"],
]
CLUES = [
    ("Becky's peach pie took first place.", lambda s: s.same("Becky", "peach pie") and s.n(P, "Becky") == 1),
    ("The entrant from Alma finished last, one place behind the fudge.",
     lambda s: s.n(P, "Alma") == 5 and s.n(P, "Alma") == s.n(P, "fudge") + 1),
    ("Dolores finished one place ahead of Amos.", lambda s: s.n(P, "Dolores") == s.n(P, "Amos") - 1),
    ("Neither the sourdough nor the salsa came from Elgin or Dunmore.",
     lambda s: all(not s.same(x, t) for x in ("sourdough", "salsa") for t in ("Elgin", "Dunmore"))),
    ("The pickles weren't entered by Amos or by the Beaver Creek exhibitor.",
     lambda s: not s.same("pickles", "Amos") and not s.same("pickles", "Beaver Creek")),
    ("The exhibitor from Cedar Falls finished one place ahead of Earl.", lambda s: s.n(P, "Cedar Falls") == s.n(P, "Earl") - 1),
    ("Clint isn't from Beaver Creek or Dunmore.", lambda s: not s.same("Clint", "Beaver Creek") and not s.same("Clint", "Dunmore")),
    ("The sourdough finished ahead of the salsa.", lambda s: s.n(P, "sourdough") < s.n(P, "salsa")),
    ("Amos wasn't the one who entered the fudge, and Dolores didn't enter the pickles.",
     lambda s: not s.same("Amos", "fudge") and not s.same("Dolores", "pickles")),
    ("The Elgin exhibitor is the oldest.", lambda s: s.n(A, "Elgin") == 16),
    ("The youngest exhibitor, who is 12, finished last.", lambda s: s.n(P, "12") == 5),
    ("Becky is two years older than Amos.", lambda s: s.n(A, "Becky") == s.n(A, "Amos") + 2),
    ("The 15-year-old isn't from Elgin, and Dolores is younger than Earl.",
     lambda s: not s.same("15", "Elgin") and s.n(A, "Dolores") < s.n(A, "Earl")),
    ("Dolores is a year older than Clint.", lambda s: s.n(A, "Dolores") == s.n(A, "Clint") + 1),
]
QUESTIONS = [("Where is Earl from?", lambda s: s.v("Towns", "Earl")), ("How old is Amos?", lambda s: s.v(A, "Amos"))]
NUM = "."
DOT = False
INTRO = ["Five young 4-H members from five different towns entered the home-canning and baking class at the county fair. Each entered one item, and the judges placed all five, 1st to 5th."]
OUTRO = ["A higher placing means a better one."]
REMARKS = INTRO + OUTRO
