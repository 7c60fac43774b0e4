# Puzzle book: graduation years, distances, jobs; twice as far.
Y = "Graduated"
M = "Distances"
def y(s, x):
    return s.n(Y, x)
def m(s, x):
    return s.n(M, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Classmates", ["Graham", "Heidi", "Imogen", "Julian", "Kerry-Lou"]),
    ("Graduated", ["1984", "1986", "1989", "1991", "1995"], [1984, 1986, 1989, 1991, 1995]),
    ("Distances", ["12 miles", "45 miles", "130 miles", "260 miles", "510 miles"], [12, 45, 130, 260, 510]),
    ("Jobs", ["architect", "chef", "nurse", "pilot", "vet"]),
]
SOLUTION = [
    ("Graham", "1989", "510 miles", "pilot"),
    ("Heidi", "1984", "45 miles", "nurse"),
    ("Imogen", "1995", "12 miles", "architect"),
    ("Julian", "1986", "130 miles", "chef"),
    ("Kerry-Lou", "1991", "260 miles", "vet"),
]
INTRO = ["Five old classmates met up at the Harbour Inn for the Westbrook College reunion. Each left the college in a different year, each has a different job, and each travelled a different distance to be there."]
CLUES = [
    ("The pilot travelled the farthest to the reunion.", lambda s: m(s, "pilot") == 510),
    ("Heidi graduated earlier than anyone else.", lambda s: y(s, "Heidi") == 1984),
    ("The architect, who graduated most recently, travelled only 12 miles.",
     lambda s: y(s, "architect") == 1995 and m(s, "architect") == 12),
    ("Julian graduated 2 years after the nurse.", lambda s: y(s, "Julian") == y(s, "nurse") + 2),
    ("Kerry-Lou, who is not the chef, travelled twice as far as Julian.",
     lambda s: not s.same("Kerry-Lou", "chef") and m(s, "Kerry-Lou") == 2 * m(s, "Julian")),
    ("The person who graduated in 1989 travelled 250 miles farther than the vet.", lambda s: m(s, "1989") == m(s, "vet") + 250),
    ("Heidi isn't the chef.", lambda s: not s.same("Heidi", "chef")),
    ("Imogen is an architect.", lambda s: s.same("Imogen", "architect")),
]
QUESTIONS = [("What does Graham do for a living?", lambda s: s.v("Jobs", "Graham"))]
REMARKS = INTRO
