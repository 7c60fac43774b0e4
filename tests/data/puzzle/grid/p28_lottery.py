P = "Prizes"
A = "Ages"
CATEGORIES = [
    ("Winners", ["Bernice", "Clayton", "Dottie", "Elmer", "Fern"]),
    ("Prizes", ["$100", "$200", "$300", "$400", "$500"], [100, 200, 300, 400, 500]),
    ("Ages", ["34", "41", "48", "55", "62"], [34, 41, 48, 55, 62]),
]
SOLUTION = [
    ["Bernice", "$300", "62"],
    ["Clayton", "$100", "41"],
    ["Dottie", "$500", "34"],
    ["Elmer", "$200", "55"],
    ["Fern", "$400", "48"],
]
CLUES = [
    ("The 48-year-old won $300 more than Clayton.",
     lambda s: s.n(P, "48") == s.n(P, "Clayton") + 300),
    ("Dottie, the youngest winner, won more than anyone else.",
     lambda s: s.n(A, "Dottie") == 34 and s.n(P, "Dottie") == 500),
    ("Elmer is 7 years younger than Bernice.",
     lambda s: s.n(A, "Elmer") == s.n(A, "Bernice") - 7),
    ("The person who won $200 is older than Fern.",
     lambda s: s.n(A, "$200") > s.n(A, "Fern")),
    ("Of Bernice and the $100 winner, one is 62 and the other is 41.",
     lambda s: not s.same("Bernice", "$100") and (
         (s.same("Bernice", "62") and s.same("$100", "41")) or
         (s.same("Bernice", "41") and s.same("$100", "62")))),
    ("Bernice won $100 more than Elmer.",
     lambda s: s.n(P, "Bernice") == s.n(P, "Elmer") + 100),
]
NUM = None
DOT = True
INTRO = ["Five customers of a corner store each won on a scratch card last week."]
OUTRO = []
REMARKS = INTRO + OUTRO
