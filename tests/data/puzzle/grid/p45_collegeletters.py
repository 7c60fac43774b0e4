S, C, M, D = "Seniors", "Colleges", "Majors", "Months"
CATEGORIES = [
    (S, ["Alan", "Beth", "Craig", "Donna"]),
    (C, ["Carleton", "Oberlin", "Purdue", "Rice"]),
    (M, ["biology", "history", "music", "nursing"]),
    (D, ["January", "February", "March", "April"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Alan", "Rice", "music", "February"],
    ["Beth", "Purdue", "nursing", "April"],
    ["Craig", "Oberlin", "history", "January"],
    ["Donna", "Carleton", "biology", "March"],
]
CLUES = [
    ("Craig's letter came a month before the letter from Rice.", lambda s: s.n(D, "Craig") == s.n(D, "Rice") - 1),
    ("Beth plans to study nursing, but not at Oberlin or Carleton.",
     lambda s: s.same("Beth", "nursing") and not s.same("Beth", "Oberlin") and not s.same("Beth", "Carleton")),
    ("The future history major heard first.", lambda s: s.n(D, "history") == 1),
    ("Donna's letter arrived the month after the music major's.", lambda s: s.n(D, "Donna") == s.n(D, "music") + 1),
    ("The biology major isn't going to Purdue.", lambda s: not s.same("biology", "Purdue")),
    ("The student bound for Oberlin heard before the one bound for Carleton.",
     lambda s: s.n(D, "Oberlin") < s.n(D, "Carleton")),
    ("Alan is going to Rice, and Beth's letter was the last to arrive.",
     lambda s: s.same("Alan", "Rice") and s.n(D, "Beth") == 4),
]
QUESTIONS = [("Which college accepted Donna?", lambda s: s.v(C, "Donna")),
             ("In which month did Beth hear?", lambda s: s.v(D, "Beth"))]
NUM = "."
DOT = False
INTRO = ["Four seniors at Westfield High each received an acceptance letter from the college of his or her choice, one in each month from January through April.",
         "Each plans a different major."]
OUTRO = []
REMARKS = INTRO + OUTRO
