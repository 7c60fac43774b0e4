N = "Signs"
CATEGORIES = [
    ("Candidates", ["Ms. Abernathy", "Mr. Blount", "Mrs. Coker", "Mr. Dade", "Ms. Ennis"]),
    ("Colors", ["blue", "gold", "green", "maroon", "white"]),
    ("Signs", ["40", "55", "70", "85", "100"], [40, 55, 70, 85, 100]),
]
SOLUTION = [
    ["Ms. Abernathy", "green", "85"],
    ["Mr. Blount", "white", "40"],
    ["Mrs. Coker", "maroon", "100"],
    ["Mr. Dade", "gold", "70"],
    ["Ms. Ennis", "blue", "55"],
]
MEN = ["Mr. Blount", "Mr. Dade"]
CLUES = [
    ("Mrs. Coker put up more signs than anyone else.", lambda s: s.n(N, "Mrs. Coker") == 100),
    ("There were 15 fewer white signs than blue ones.", lambda s: s.n(N, "white") == s.n(N, "blue") - 15),
    ("Neither man's signs were green or blue.",
     lambda s: all(not s.same(m, "green") and not s.same(m, "blue") for m in MEN)),
    ("Ms. Abernathy, whose signs weren't blue, put up 30 more signs than Ms. Ennis.",
     lambda s: not s.same("Ms. Abernathy", "blue") and s.n(N, "Ms. Abernathy") == s.n(N, "Ms. Ennis") + 30),
    ("Mr. Dade's signs, which weren't maroon, outnumbered Mr. Blount's.",
     lambda s: not s.same("Mr. Dade", "maroon") and s.n(N, "Mr. Dade") > s.n(N, "Mr. Blount")),
    ("The green signs outnumbered the gold ones by 15.", lambda s: s.n(N, "green") == s.n(N, "gold") + 15),
    ("Mr. Blount put up the fewest signs.", lambda s: s.n(N, "Mr. Blount") == 40),
]
QUESTIONS = [("What color were Ms. Ennis's signs?", lambda s: s.v("Colors", "Ms. Ennis"))]
NUM = "."
DOT = False
INTRO = ["Five candidates are running for two seats on the Fulton school board, and each has had yard signs printed in a different color. Counting the signs along Route 9 one morning, a reporter found a different number for each candidate."]
OUTRO = []
REMARKS = INTRO + OUTRO
