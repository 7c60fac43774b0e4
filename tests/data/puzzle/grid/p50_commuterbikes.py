M = "Distances"
CATEGORIES = [
    ("Cyclists", ["Astrid", "Barnaby", "Celine", "Dominic", "Estelle", "Faisal"]),
    ("Distances", ["3 miles", "4 miles", "5 miles", "6 miles", "7 miles", "8 miles"], [3, 4, 5, 6, 7, 8]),
    ("Jobs", ["baker", "dentist", "librarian", "nurse", "teacher", "vet"]),
    ("Bikes", ["cargo bike", "e-bike", "fixie", "folding bike", "hybrid", "road bike"]),
]
SOLUTION = [
    ["Astrid", "5 miles", "nurse", "folding bike"],
    ["Barnaby", "8 miles", "teacher", "road bike"],
    ["Celine", "3 miles", "baker", "cargo bike"],
    ["Dominic", "6 miles", "librarian", "e-bike"],
    ["Estelle", "4 miles", "vet", "fixie"],
    ["Faisal", "7 miles", "dentist", "hybrid"],
]
CLUES = [
    ("The road bike rider has the longest commute.", lambda s: s.n(M, "road bike") == 8),
    ("Celine rides 2 miles less than Astrid.", lambda s: s.n(M, "Celine") == s.n(M, "Astrid") - 2),
    ("The nurse rides a folding bike.", lambda s: s.same("nurse", "folding bike")),
    ("The dentist cycles a mile farther than the librarian.", lambda s: s.n(M, "dentist") == s.n(M, "librarian") + 1),
    ("Dominic rides the e-bike.", lambda s: s.same("Dominic", "e-bike")),
    ("The baker's commute is the shortest.", lambda s: s.n(M, "baker") == 3),
    ("Estelle cycles 4 miles less than Barnaby.", lambda s: s.n(M, "Estelle") == s.n(M, "Barnaby") - 4),
    ("The fixie rider cycles farther than the cargo bike rider but not as far as the nurse.",
     lambda s: s.n(M, "cargo bike") < s.n(M, "fixie") < s.n(M, "nurse")),
    ("Faisal is either the dentist or the teacher.", lambda s: s.same("Faisal", "dentist") or s.same("Faisal", "teacher")),
    ("Astrid rides 3 miles less than Barnaby.", lambda s: s.n(M, "Astrid") == s.n(M, "Barnaby") - 3),
    ("The teacher rides the road bike.", lambda s: s.same("teacher", "road bike")),
]
QUESTIONS = [("What does Estelle do for a living?", lambda s: s.v("Jobs", "Estelle"))]
NUM = "."
INTRO = ["Bike to Work Week: six neighbours cycle to work, each on a different kind of bike, and each has a different job and a different distance to ride (one way)."]
OUTRO = []
REMARKS = INTRO + OUTRO
