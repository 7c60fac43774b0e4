Y = "Years"
W = "Weeks"
CATEGORIES = [
    ("Restorers", ["Dr Lang", "Ms Moss", "Mr Nash", "Mrs Orr"]),
    ("Paintings", ["The Harbour", "The Mill Pond", "The Orchard", "The Shepherdess"]),
    ("Artists", ["Cobb", "Fairley", "Hume", "Pryor"]),
    ("Years", ["1794", "1811", "1836", "1852"], [1794, 1811, 1836, 1852]),
    ("Weeks", ["3 weeks", "5 weeks", "6 weeks", "8 weeks"], [3, 5, 6, 8]),
]
SOLUTION = [
    ["Dr Lang", "The Orchard", "Hume", "1836", "6 weeks"],
    ["Ms Moss", "The Harbour", "Cobb", "1794", "8 weeks"],
    ["Mr Nash", "The Shepherdess", "Pryor", "1852", "3 weeks"],
    ["Mrs Orr", "The Mill Pond", "Fairley", "1811", "5 weeks"],
]
CLUES = [
    ("The oldest painting, which was restored by Ms Moss, took the longest to clean.",
     lambda s: s.n(Y, "Ms Moss") == 1794 and s.n(W, "Ms Moss") == 8),
    ("The Orchard was painted 25 years after the picture restored by Mrs Orr.",
     lambda s: s.n(Y, "The Orchard") == s.n(Y, "Mrs Orr") + 25),
    ("Fairley's painting took 5 weeks, but it isn't The Orchard.",
     lambda s: s.n(W, "Fairley") == 5 and not s.same("Fairley", "The Orchard")),
    ("The Shepherdess, painted by Pryor, was finished in the shortest time.",
     lambda s: s.same("The Shepherdess", "Pryor") and s.n(W, "The Shepherdess") == 3),
    ("Mr Nash didn't work on the Hume.", lambda s: not s.same("Mr Nash", "Hume")),
    ("Dr Lang's picture was painted after The Mill Pond but before the Pryor.",
     lambda s: s.n(Y, "The Mill Pond") < s.n(Y, "Dr Lang") < s.n(Y, "Pryor")),
    ("The Harbour, which isn't the Hume, was restored by Ms Moss.",
     lambda s: not s.same("The Harbour", "Hume") and s.same("The Harbour", "Ms Moss")),
]
NUM = "."
DOT = False
INTRO = ["Brushed Up",
         "The Fairhaven Gallery sent four of its old paintings away to be cleaned last winter. "
         "Each was restored by a different expert and took a different number of weeks, "
         "and each was the work of a different artist, painted in a different year."]
OUTRO = []
REMARKS = INTRO + OUTRO
