G = "Grades"
K = "Marks"
def g(s, x):
    return s.n(G, x)
def k(s, x):
    return s.n(K, x)
CATEGORIES = [
    ("Pupils", ["Ellie", "Finn", "Grace", "Harvey"]),
    ("Grades", ["Grade 2", "Grade 3", "Grade 5", "Grade 6"], [2, 3, 5, 6]),
    ("Marks", ["112 marks", "119 marks", "126 marks", "134 marks"], [112, 119, 126, 134]),
    ("Pieces", ["minuet", "nocturne", "rondo", "waltz"]),
]
CLUES = [
    ("Finn's taking the lowest grade, but he got the highest mark.",
     lambda s: g(s, "Finn") == 2 and k(s, "Finn") == 134),
    ("Grace is taking her exam one grade above Ellie.", lambda s: g(s, "Grace") == g(s, "Ellie") + 1),
    ("Ellie and Harvey played the nocturne and the waltz, respectively.",
     lambda s: s.same("Ellie", "nocturne") and s.same("Harvey", "waltz")),
    ("The rondo got 7 marks fewer than the waltz.", lambda s: k(s, "rondo") == k(s, "waltz") - 7),
    ("Harvey scored less than Ellie.", lambda s: k(s, "Harvey") < k(s, "Ellie")),
    ("Finn didn't play the rondo.", lambda s: not s.same("Finn", "rondo")),
]
REMARKS = ["Mr Ashworth's four piano pupils all took their exams this summer, each at a different grade, and each chose a different piece to play. Exams are marked out of 150."]
QUESTIONS = [("What mark did Grace get?", lambda s: s.v(K, "Grace"))]
