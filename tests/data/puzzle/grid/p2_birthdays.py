A = "Ages"
M = "Months"
def one_of(s, a, b, c, d):
    return s.e(a) != s.e(b) and (
        (s.same(a, c) and s.same(b, d)) or (s.same(a, d) and s.same(b, c)))
CATEGORIES = [
    ("Children", ["Leo", "Mia", "Noah", "Olive", "Pia"]),
    ("Ages", ["6 years", "7 years", "8 years", "9 years", "10 years"], [6, 7, 8, 9, 10]),
    ("Months", ["January", "March", "May", "July", "September"], [1, 3, 5, 7, 9]),
    ("Gifts", ["bicycle", "kite", "puzzle", "telescope", "train set"]),
]
CLUES = [
    ("Mia is 2 years younger than Leo.", lambda s: s.n(A, "Mia") == s.n(A, "Leo") - 2),
    ("The child born in July is 3 years younger than Noah.", lambda s: s.n(A, "July") == s.n(A, "Noah") - 3),
    ("The youngest child got the kite.", lambda s: s.n(A, "kite") == 6),
    ("Pia was born 2 months after Noah.", lambda s: s.n(M, "Pia") == s.n(M, "Noah") + 2),
    ("The telescope went to the child born in May.", lambda s: s.same("telescope", "May")),
    ("Of Olive and the 9-year-old, one got the train set and the other got the puzzle.",
     lambda s: one_of(s, "Olive", "9 years", "train set", "puzzle")),
    ("The child who got the bicycle is older than the child born in March.",
     lambda s: s.n(A, "bicycle") > s.n(A, "March")),
    ("Either Mia or the 8-year-old was born in September.",
     lambda s: s.same("Mia", "September") != s.same("8 years", "September")),
    ("The train set went to a child born later in the year than the child who got the puzzle.",
     lambda s: s.n(M, "train set") > s.n(M, "puzzle")),
]
