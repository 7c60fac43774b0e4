D = "Dates"
CATEGORIES = [
    ("Dates", ["May 3", "May 10", "May 17", "May 24"], [3, 10, 17, 24]),
    ("Families", ["Abbott", "Baker", "Cole", "Dixon"]),
    ("Parks", ["Elm Park", "Fern Hill", "Glen Wood", "Holm Common"]),
]
CLUES = [
    ("The Bakers held their picnic two weeks after the Abbotts.", lambda s: s.n(D, "Baker") == s.n(D, "Abbott") + 14),
    ("The Coles, who didn't go to Elm Park, were the first family to have their picnic.",
     lambda s: not s.same("Cole", "Elm Park") and s.n(D, "Cole") == 3),
    ("The picnic at Glen Wood was the last one of the month.", lambda s: s.n(D, "Glen Wood") == 24),
    ("The Dixons' picnic was 1 week after the one at Holm Common.", lambda s: s.n(D, "Dixon") == s.n(D, "Holm Common") + 7),
    ("Elm Park was visited sometime after Fern Hill.", lambda s: s.n(D, "Elm Park") > s.n(D, "Fern Hill")),
]
REMARKS = ["On four Saturdays in May, four neighbouring families each had a picnic in a different park."]
QUESTIONS = [("Where did the Abbotts have their picnic?", lambda s: s.v("Parks", "Abbott"))]
