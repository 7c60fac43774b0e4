G = "Grades"
K = "Marks"
CATEGORIES = [
    ("Pupils", ["Harriet", "Isaac", "Jodie", "Kieran"]),
    ("Grades", ["Grade 2", "Grade 3", "Grade 5", "Grade 6"], [2, 3, 5, 6]),
    ("Composers", ["Bach", "Chopin", "Haydn", "Schumann"]),
    ("Marks", ["118", "124", "131", "137"], [118, 124, 131, 137]),
]
INTRO = [
    "Miss Fairweather was delighted when all four of her piano pupils who sat exams this "
    "summer passed. Each took a different grade, and each chose a piece by a different "
    "composer as the one to play first.",
]
CLUES = [
    ("The pupil who played the Chopin took a grade two higher than Kieran.",
     lambda s: s.n(G, "Chopin") == s.n(G, "Kieran") + 2),
    ("Isaac took the lowest grade but scored the highest mark.",
     lambda s: s.n(G, "Isaac") == 2 and s.n(K, "Isaac") == 137),
    ("Jodie's mark was six fewer than that of the Schumann player.",
     lambda s: s.n(K, "Jodie") == s.n(K, "Schumann") - 6),
    ("The Haydn was not played by the Grade 6 candidate, and Harriet didn't play the Bach.",
     lambda s: not s.same("Haydn", "Grade 6") and not s.same("Harriet", "Bach")),
    ("Harriet scored more than Kieran.", lambda s: s.n(K, "Harriet") > s.n(K, "Kieran")),
    ("The Bach earned the lowest mark of the four, and Isaac didn't choose the Schumann.",
     lambda s: s.n(K, "Bach") == 118 and not s.same("Isaac", "Schumann")),
]
OUTRO = ["Which grade did each pupil take, whose piece did each play, and what mark did "
         "each receive?"]
REMARKS = INTRO + OUTRO
