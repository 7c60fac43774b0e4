M = "Sums"
CATEGORIES = [
    ("Leaders", ["Rev Platt", "Mrs Quill", "Mr Rowe", "Miss Sykes"]),
    ("Charities", ["animal shelter", "hospice", "lifeboats", "school roof"]),
    ("Carols", ["Away in a Manger", "Good King Wenceslas", "Silent Night", "The First Noel"]),
    ("Sums", ["£34", "£47", "£52", "£65"], [34, 47, 52, 65]),
]
SOLUTION = [
    ["Rev Platt", "hospice", "Silent Night", "£65"],
    ["Mrs Quill", "lifeboats", "The First Noel", "£34"],
    ["Mr Rowe", "school roof", "Away in a Manger", "£52"],
    ["Miss Sykes", "animal shelter", "Good King Wenceslas", "£47"],
]
CLUES = [
    ("Rev Platt's group collected the most, but not for the lifeboats.",
     lambda s: s.n(M, "Rev Platt") == 65 and not s.same("Rev Platt", "lifeboats")),
    ("The group who sang The First Noel raised £13 less than Miss Sykes's group.",
     lambda s: s.n(M, "The First Noel") == s.n(M, "Miss Sykes") - 13),
    ("The lifeboats received the smallest sum.", lambda s: s.n(M, "lifeboats") == 34),
    ("Mr Rowe's group, who sang Away in a Manger, collected more than the group collecting for the animal shelter.",
     lambda s: s.same("Mr Rowe", "Away in a Manger") and s.n(M, "Mr Rowe") > s.n(M, "animal shelter")),
    ("Good King Wenceslas was sung for neither the hospice nor the school roof.",
     lambda s: not s.same("Good King Wenceslas", "hospice") and not s.same("Good King Wenceslas", "school roof")),
    ("The school roof fund received £13 less than the hospice.",
     lambda s: s.n(M, "school roof") == s.n(M, "hospice") - 13),
]
QUESTIONS = [("Which carol did Rev Platt's group sing?", lambda s: s.v("Carols", "Rev Platt"))]
NUM = "."
DOT = False
INTRO = ["Ding Dong Merrily",
         "On Christmas Eve four groups of carol singers went round the streets of Ashcombe, each led by a different person and each collecting for a different good cause. "
         "Each group had a different favourite carol, and each collected a different sum."]
OUTRO = []
REMARKS = INTRO + OUTRO
