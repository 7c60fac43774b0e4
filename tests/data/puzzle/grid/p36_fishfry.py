T = "Arrivals"
CATEGORIES = [
    ("Volunteers", ["Doris", "Harold", "Lorraine", "Walt"]),
    ("Dishes", ["baked beans", "coleslaw", "hush puppies", "macaroni salad"]),
    ("Arrivals", ["3:00", "3:20", "3:40", "4:00"], [180, 200, 220, 240]),
]
SOLUTION = [
    ["Doris", "macaroni salad", "3:20"],
    ["Harold", "hush puppies", "4:00"],
    ["Lorraine", "baked beans", "3:00"],
    ["Walt", "coleslaw", "3:40"],
]
CLUES = [
    ("Lorraine was the first to arrive at the fire hall, but she didn't bring the coleslaw.",
     lambda s: s.n(T, "Lorraine") == 180 and not s.same("Lorraine", "coleslaw")),
    ("The volunteer who brought hush puppies arrived 40 minutes after Doris.",
     lambda s: s.n(T, "hush puppies") == s.n(T, "Doris") + 40),
    ("Walt got there 20 minutes after the volunteer who made the macaroni salad.",
     lambda s: s.n(T, "Walt") == s.n(T, "macaroni salad") + 20),
    ("Harold didn't bring the baked beans, and he was the last of the four to arrive.",
     lambda s: not s.same("Harold", "baked beans") and s.n(T, "Harold") == 240),
]
QUESTIONS = [("What did Walt bring?", lambda s: s.v("Dishes", "Walt"))]
NUM = "."
DOT = False
INTRO = ["Four volunteers showed up on Friday afternoon to get ready for the Lenten fish fry at the Milltown fire hall. Each brought a different side dish and arrived at a different time."]
OUTRO = []
REMARKS = INTRO + OUTRO
