F = "Floors"
CATEGORIES = [
    ("Teachers", ["Mr Eriksen", "Mrs Haddad", "Ms Ivanova", "Mr Jaramillo", "Mrs Kaur"]),
    ("Instruments", ["accordion", "bassoon", "cello", "harp", "trumpet"]),
    ("Floors", ["ground floor", "first floor", "second floor", "third floor", "fourth floor"], [0, 1, 2, 3, 4]),
]
SOLUTION = [
    ["Mr Eriksen", "harp", "second floor"],
    ["Mrs Haddad", "accordion", "fourth floor"],
    ["Ms Ivanova", "trumpet", "ground floor"],
    ["Mr Jaramillo", "cello", "third floor"],
    ["Mrs Kaur", "bassoon", "first floor"],
]
CLUES = [
    ("The accordion teacher is on the top floor.", lambda s: s.n(F, "accordion") == 4),
    ("Mr Eriksen's room is two floors below Mrs Haddad's.", lambda s: s.n(F, "Mr Eriksen") == s.n(F, "Mrs Haddad") - 2),
    ("The trumpet is taught on the ground floor.", lambda s: s.same("trumpet", "ground floor")),
    ("The cello teacher is directly above Mr Eriksen.", lambda s: s.n(F, "cello") == s.n(F, "Mr Eriksen") + 1),
    ("Mrs Kaur teaches on a lower floor than Mr Jaramillo, but she does not teach the trumpet.",
     lambda s: s.n(F, "Mrs Kaur") < s.n(F, "Mr Jaramillo") and not s.same("Mrs Kaur", "trumpet")),
    ("Ms Ivanova is not on the first floor.", lambda s: not s.same("Ms Ivanova", "first floor")),
    ("Mrs Haddad is the accordion teacher.", lambda s: s.same("Mrs Haddad", "accordion")),
    ("Mr Jaramillo teaches the cello.", lambda s: s.same("Mr Jaramillo", "cello")),
    ("Mr Eriksen doesn't teach the bassoon.", lambda s: not s.same("Mr Eriksen", "bassoon")),
]
QUESTIONS = [("What does Mr Eriksen teach?", lambda s: s.v("Instruments", "Mr Eriksen"))]
NUM = ")"
DOT = False
INTRO = ["The music school occupies a narrow five-storey building, with one teacher's room on each floor, from the ground floor up to the fourth floor."]
OUTRO = []
REMARKS = INTRO + OUTRO
