A = "Ages"
F = "Finish"
CATEGORIES = [
    ("Players", ["Mr. Gentry", "Mrs. Holt", "Mr. Ives", "Miss Jessup", "Mr. Keel"]),
    ("Ages", ["64", "68", "72", "76", "80"], [64, 68, 72, 76, 80]),
    ("Finish", ["1st", "2nd", "3rd", "4th", "5th"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Mr. Gentry", "72", "2nd"],
    ["Mrs. Holt", "80", "1st"],
    ["Mr. Ives", "64", "4th"],
    ["Miss Jessup", "68", "5th"],
    ["Mr. Keel", "76", "3rd"],
]
CLUES = [
    ("The oldest player won the tournament.", lambda s: s.n(F, "80") == 1),
    ("Mr. Keel finished one place ahead of Mr. Ives.", lambda s: s.n(F, "Mr. Keel") == s.n(F, "Mr. Ives") - 1),
    ("Miss Jessup, who is 4 years older than Mr. Ives, finished last.",
     lambda s: s.n(A, "Miss Jessup") == s.n(A, "Mr. Ives") + 4 and s.n(F, "Miss Jessup") == 5),
    ("The 72-year-old finished somewhere ahead of Mr. Keel.", lambda s: s.n(F, "72") < s.n(F, "Mr. Keel")),
    ("Mrs. Holt is 8 years older than Mr. Gentry.", lambda s: s.n(A, "Mrs. Holt") == s.n(A, "Mr. Gentry") + 8),
]
QUESTIONS = [("How old is Mr. Keel?", lambda s: s.v("Ages", "Mr. Keel")),
             ("Who finished second?", lambda s: s.v("Players", "2nd"))]
NUM = "."
DOT = False
INTRO = ["Five regulars at the Maple Grove Senior Center played a round-robin checkers tournament last winter. The players are all different ages, and each finished in a different place, 1st being the winner."]
OUTRO = []
REMARKS = INTRO + OUTRO
