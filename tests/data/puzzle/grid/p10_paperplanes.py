# Children's magazine.
D_ = "Distances"
def d(s, x):
    return s.n(D_, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Children", ["Ella", "Finn", "Gus", "Hana"]),
    ("Paper", ["pink", "red", "white", "yellow"]),
    ("Distances", ["4 m", "6 m", "7 m", "9 m"], [4, 6, 7, 9]),
]
SOLUTION = [("Ella", "yellow", "7 m"), ("Finn", "white", "4 m"), ("Gus", "red", "9 m"), ("Hana", "pink", "6 m")]
INTRO = ["Four friends folded paper planes and threw them across the playground."]
CLUES = [
    ("Gus's plane flew the farthest.", lambda s: d(s, "Gus") == 9),
    ("The white plane flew 2 m less than Hana's plane.", lambda s: d(s, "white") == d(s, "Hana") - 2),
    ("Ella's plane was yellow.", lambda s: s.same("Ella", "yellow")),
    ("The red plane went farther than the pink plane.", lambda s: d(s, "red") > d(s, "pink")),
    ("Finn's plane was not pink.", lambda s: not s.same("Finn", "pink")),
]
QUESTIONS = [("How far did Hana's plane fly?", lambda s: s.v(D_, "Hana"))]
REMARKS = INTRO
