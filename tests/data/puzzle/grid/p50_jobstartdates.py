D = "Start dates"
CATEGORIES = [
    ("New hires", ["Amara", "Benedikt", "Consuelo", "Dario", "Elsie"]),
    ("Departments", ["Accounts", "Design", "Legal", "Marketing", "Support"]),
    ("Start dates", ["March 3rd", "March 10th", "March 17th", "March 24th", "March 31st"], [3, 10, 17, 24, 31]),
]
SOLUTION = [
    ["Amara", "Legal", "March 17th"],
    ["Benedikt", "Support", "March 3rd"],
    ["Consuelo", "Marketing", "March 31st"],
    ["Dario", "Accounts", "March 10th"],
    ["Elsie", "Design", "March 24th"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
CLUES = [
    ("The new hire in Design started two weeks after Dario.", lambda s: s.n(D, "Design") == s.n(D, "Dario") + 14),
    ("The Support hire started before the Accounts hire.", lambda s: s.n(D, "Support") < s.n(D, "Accounts")),
    ("Of Amara and Elsie, one joined Legal and the other started on March 24th.",
     lambda s: one_other(s, "Amara", "Elsie", "Legal", "March 24th")),
    ("Elsie started after Amara.", lambda s: s.n(D, "Elsie") > s.n(D, "Amara")),
    ("The Accounts hire started three weeks before Consuelo.", lambda s: s.n(D, "Accounts") == s.n(D, "Consuelo") - 21),
]
QUESTIONS = [("Which department did Consuelo join?", lambda s: s.v("Departments", "Consuelo"))]
NUM = "."
INTRO = ["New Starters: five people joined the same firm in March, each in a different department and each on a different date."]
OUTRO = []
REMARKS = INTRO + OUTRO
