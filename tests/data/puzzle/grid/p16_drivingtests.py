T = "Attempts"
M = "Months"
CATEGORIES = [
    ("Learners", ["Owain", "Philippa", "Quentin", "Rosalind"]),
    ("Instructors", ["Mr Achebe", "Mrs Booth", "Mr Castellano", "Ms Dimitriou"]),
    ("Attempts", ["first attempt", "second attempt", "third attempt", "fourth attempt"]),
    ("Months", ["January", "March", "April", "July"], [1, 3, 4, 7]),
]
SOLUTION = [
    ["Owain", "Mrs Booth", "third attempt", "April"],
    ["Philippa", "Mr Castellano", "first attempt", "January"],
    ["Quentin", "Ms Dimitriou", "fourth attempt", "July"],
    ["Rosalind", "Mr Achebe", "second attempt", "March"],
]
CLUES = [
    ("Philippa passed at the first attempt, three months before the learner taught by Mrs Booth.",
     lambda s: s.same("Philippa", "first attempt") and s.n(M, "Philippa") == s.n(M, "Mrs Booth") - 3),
    ("Quentin needed more attempts than anyone else.", lambda s: s.n(T, "Quentin") == 4),
    ("The last of the four to pass was taught by Ms Dimitriou.", lambda s: s.n(M, "Ms Dimitriou") == 7),
    ("Rosalind was taught by Mr Achebe.", lambda s: s.same("Rosalind", "Mr Achebe")),
    ("The learner who passed in March needed one attempt fewer than Owain.", lambda s: s.n(T, "March") == s.n(T, "Owain") - 1),
    ("Mr Castellano's pupil passed in January.", lambda s: s.same("Mr Castellano", "January")),
    ("Owain wasn't taught by Ms Dimitriou.", lambda s: not s.same("Owain", "Ms Dimitriou")),
]
QUESTIONS = [("In which month did Owain pass?", lambda s: s.v(M, "Owain"))]
NUM = "."
DOT = True
INTRO = ["Four learner drivers from the same village passed their driving tests this year, each in a different month. Each had a different instructor, and each passed at a different attempt."]
OUTRO = []
REMARKS = INTRO + OUTRO
