A = "Ages"
CATEGORIES = [
    ("Children", ["Ivy", "Jonah", "Kira"]),
    ("Costumes", ["astronaut", "knight", "mermaid"]),
    ("Ages", ["5", "6", "7"], [5, 6, 7]),
]
SOLUTION = [
    ["Ivy", "knight", "7"],
    ["Jonah", "mermaid", "5"],
    ["Kira", "astronaut", "6"],
]
CLUES = [
    ("The astronaut is a year older than Jonah.", lambda s: s.n(A, "astronaut") == s.n(A, "Jonah") + 1),
    ("Ivy is not dressed as a mermaid, and she is older than Kira.",
     lambda s: not s.same("Ivy", "mermaid") and s.n(A, "Ivy") > s.n(A, "Kira")),
    ("The knight is the oldest of the three.", lambda s: s.n(A, "knight") == 7),
]
QUESTIONS = [("What is Jonah dressed as?", lambda s: s.v("Costumes", "Jonah"))]
NUM = "."
DOT = True
INTRO = ["Three children of different ages came to the fancy dress party in different costumes."]
OUTRO = []
REMARKS = INTRO + OUTRO
