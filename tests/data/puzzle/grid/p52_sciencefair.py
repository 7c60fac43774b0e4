# p52_sciencefair: 4x4, medium; placings.
# solution:
#   Fiona | crystal garden | second | Ms. Reyes
#   Gabe | volcano | fourth | Mr. Tate
#   Heidi | solar oven | first | Mr. Park
#   Ian | ant farm | third | Mrs. Stone
P = "Places"
CATEGORIES = [
    ("Students", ["Fiona", "Gabe", "Heidi", "Ian"]),
    ("Projects", ["ant farm", "crystal garden", "solar oven", "volcano"]),
    ("Places", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
    ("Teachers", ["Mr. Park", "Ms. Reyes", "Mrs. Stone", "Mr. Tate"]),
]
INTRO = ["The four finalists in the Lincoln Elementary science fair each come from a different "
         "teacher's class."]
REMARKS = INTRO


def p(s, x):
    return s.n(P, x)


CLUES = [
    ("The solar oven placed higher than the crystal garden.",
     lambda s: p(s, "solar oven") < p(s, "crystal garden")),
    ("Mr. Tate's student finished last.", lambda s: p(s, "Mr. Tate") == 4),
    ("Ian placed one spot behind Fiona.", lambda s: p(s, "Ian") == p(s, "Fiona") + 1),
    ("Neither Fiona nor the student who made the volcano is in Mrs. Stone's class.",
     lambda s: not s.same("Fiona", "Mrs. Stone") and not s.same("volcano", "Mrs. Stone")),
    ("The first-place project came from Mr. Park's class.", lambda s: p(s, "Mr. Park") == 1),
    ("Heidi finished ahead of Fiona.", lambda s: p(s, "Heidi") < p(s, "Fiona")),
    ("Gabe, who didn't make the ant farm, finished behind Ian.",
     lambda s: not s.same("Gabe", "ant farm") and p(s, "Gabe") > p(s, "Ian")),
    ("The ant farm finished one place ahead of the volcano.", lambda s: p(s, "volcano") == p(s, "ant farm") + 1),
    ("The ant farm wasn't Heidi's project.", lambda s: not s.same("ant farm", "Heidi")),
]
QUESTIONS = [("Who is Ian's teacher?", lambda s: s.v("Teachers", "Ian"))]
