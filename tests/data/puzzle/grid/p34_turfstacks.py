L = "Loads"
CATEGORIES = [
    ("Families", ["the Brogans", "the Dolans", "the Gallaghers", "the Keatings"]),
    ("Bogs", ["Cloonfad", "Derrylea", "Gortnagree", "Moneen"]),
    ("Loads", ["6 loads", "8 loads", "10 loads", "12 loads"], [6, 8, 10, 12]),
]
SOLUTION = [
    ["the Brogans", "Moneen", "10 loads"],
    ["the Dolans", "Cloonfad", "6 loads"],
    ["the Gallaghers", "Derrylea", "12 loads"],
    ["the Keatings", "Gortnagree", "8 loads"],
]
CLUES = [
    ("The Gallaghers brought home the most turf.", lambda s: s.n(L, "the Gallaghers") == 12),
    ("The family cutting at Cloonfad brought home 4 loads fewer than the Brogans.",
     lambda s: s.n(L, "Cloonfad") == s.n(L, "the Brogans") - 4),
    ("The Keatings didn't cut at Moneen or Derrylea.",
     lambda s: not s.same("the Keatings", "Moneen") and not s.same("the Keatings", "Derrylea")),
    ("The Dolans took home fewer loads than the Keatings.", lambda s: s.n(L, "the Dolans") < s.n(L, "the Keatings")),
    ("Gortnagree yielded 2 loads less than Moneen.", lambda s: s.n(L, "Gortnagree") == s.n(L, "Moneen") - 2),
]
NUM = "."
DOT = False
INTRO = ["Four families cut turf last summer, each on a different bog, and each brought home a different number of trailer loads."]
OUTRO = []
REMARKS = INTRO + OUTRO
