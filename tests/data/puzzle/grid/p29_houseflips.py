S = "Sizes"
M = "Months"
CATEGORIES = [
    ("Flippers", ["Mr. Abbott", "Ms. Baird", "Mr. Chu", "Ms. Dorsey", "Mr. Ellis"]),
    ("Styles", ["bungalow", "Cape Cod", "colonial", "ranch", "Victorian"]),
    ("Sizes", ["1100 square feet", "1400 square feet", "1700 square feet", "2000 square feet", "2300 square feet"], [1100, 1400, 1700, 2000, 2300]),
    ("Months", ["3 months", "5 months", "7 months", "9 months", "11 months"], [3, 5, 7, 9, 11]),
]
SOLUTION = [
    ["Mr. Abbott", "ranch", "1700 square feet", "5 months"],
    ["Ms. Baird", "Victorian", "1100 square feet", "11 months"],
    ["Mr. Chu", "colonial", "2300 square feet", "3 months"],
    ["Ms. Dorsey", "bungalow", "1400 square feet", "9 months"],
    ["Mr. Ellis", "Cape Cod", "2000 square feet", "7 months"],
]
CLUES = [
    ("The Victorian was the smallest house but took the longest to finish.",
     lambda s: s.n(S, "Victorian") == 1100 and s.n(M, "Victorian") == 11),
    ("The house that took 7 months is 300 square feet bigger than Mr. Abbott's.",
     lambda s: s.n(S, "7 months") == s.n(S, "Mr. Abbott") + 300),
    ("Ms. Dorsey's flip took 4 months longer than the ranch.",
     lambda s: s.n(M, "Ms. Dorsey") == s.n(M, "ranch") + 4),
    ("The largest house was finished fastest.", lambda s: s.n(M, "2300 square feet") == 3),
    ("Of the bungalow and Mr. Ellis's house, one has 2000 square feet and the other took 9 months.",
     lambda s: not s.same("bungalow", "Mr. Ellis") and (
         (s.same("bungalow", "2000 square feet") and s.same("Mr. Ellis", "9 months")) or
         (s.same("Mr. Ellis", "2000 square feet") and s.same("bungalow", "9 months")))),
    ("Ms. Baird's house is 300 square feet smaller than Ms. Dorsey's.",
     lambda s: s.n(S, "Ms. Baird") == s.n(S, "Ms. Dorsey") - 300),
    ("Mr. Abbott's house is either the ranch or the one that took 3 months.",
     lambda s: s.same("Mr. Abbott", "ranch") != s.same("Mr. Abbott", "3 months")),
    ("The colonial is 900 square feet larger than the bungalow.",
     lambda s: s.n(S, "colonial") == s.n(S, "bungalow") + 900),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
