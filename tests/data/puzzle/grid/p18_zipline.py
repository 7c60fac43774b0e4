A = "Ages"
CATEGORIES = [
    ("Riders", ["Amos", "Bea", "Chloe", "Dara", "Ewan"]),
    ("Helmets", ["green", "grey", "orange", "purple", "red"]),
    ("Ages", ["14", "19", "23", "31", "46"], [14, 19, 23, 31, 46]),
]
SOLUTION = [
    ["Amos", "orange", "31"],
    ["Bea", "red", "14"],
    ["Chloe", "grey", "46"],
    ["Dara", "purple", "19"],
    ["Ewan", "green", "23"],
]
CLUES = [
    ("The rider in the grey helmet is the oldest.", lambda s: s.n(A, "grey") == 46),
    ("Bea is 5 years younger than Dara.", lambda s: s.n(A, "Bea") == s.n(A, "Dara") - 5),
    ("Ewan is 4 years older than the rider in the purple helmet.", lambda s: s.n(A, "Ewan") == s.n(A, "purple") + 4),
    ("Neither Amos nor the 14-year-old wore the green helmet.", lambda s: not s.same("Amos", "green") and not s.same("14", "green")),
    ("Chloe is older than Amos.", lambda s: s.n(A, "Chloe") > s.n(A, "Amos")),
    ("The orange helmet was worn by someone older than Ewan.", lambda s: s.n(A, "orange") > s.n(A, "Ewan")),
    ("Bea's helmet isn't purple.", lambda s: not s.same("Bea", "purple")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
