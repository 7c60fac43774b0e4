F, O, J, A = "Frogs", "Owners", "Jumps", "Ages"
CATEGORIES = [
    (F, ["Bullseye", "Hopscotch", "Lily Pad Larry", "Sir Croaks-a-Lot"]),
    (O, ["Emmett", "Mae-Lynn", "Ozzie", "Rosalind"]),
    (J, ["12.5 ft", "14 ft", "15.5 ft", "17 ft"], [125, 140, 155, 170]),
    (A, ["8", "9", "10", "11"], [8, 9, 10, 11]),
]
DOT = True
CLUES = [
    ("The frog owned by the 8-year-old jumped 1.5 ft farther than Bullseye.", lambda s: s.n(J, "8") == s.n(J, "Bullseye") + 15),
    ("Mae-Lynn's frog made the shortest jump.", lambda s: s.same("Mae-Lynn", "12.5 ft")),
    ("Sir Croaks-a-Lot belongs to either Emmett or the 9-year-old.", lambda s: s.same("Sir Croaks-a-Lot", "Emmett") != s.same("Sir Croaks-a-Lot", "9")),
    ("Rosalind is younger than Ozzie.", lambda s: s.n(A, "Rosalind") < s.n(A, "Ozzie")),
    ("Hopscotch's owner is 1 year older than Sir Croaks-a-Lot's owner.", lambda s: s.n(A, "Hopscotch") == s.n(A, "Sir Croaks-a-Lot") + 1),
    ("Ozzie's frog jumped farther than Emmett's frog.", lambda s: s.n(J, "Ozzie") > s.n(J, "Emmett")),
    ("Lily Pad Larry doesn't belong to Ozzie.", lambda s: not s.same("Lily Pad Larry", "Ozzie")),
    ("Emmett is 1 year younger than Mae-Lynn.", lambda s: s.n(A, "Emmett") == s.n(A, "Mae-Lynn") - 1),
    ("Bullseye jumped 1.5 ft farther than Emmett's frog.", lambda s: s.n(J, "Bullseye") == s.n(J, "Emmett") + 15),
]
QUESTIONS = [("How old is Emmett?", lambda s: s.v(A, "Emmett"))]
