P = "Pages"
CATEGORIES = [
    ("Members", ["Angie", "Brenda", "Cheryl", "Donna", "Gail"]),
    ("Albums", ["baby's first year", "family reunion", "graduation", "honeymoon", "vacation"]),
    ("Pages", ["12 pages", "16 pages", "20 pages", "24 pages", "28 pages"], [12, 16, 20, 24, 28]),
]
SOLUTION = [
    ["Angie", "vacation", "20 pages"],
    ["Brenda", "graduation", "28 pages"],
    ["Cheryl", "baby's first year", "12 pages"],
    ["Donna", "honeymoon", "24 pages"],
    ["Gail", "family reunion", "16 pages"],
]
CLUES = [
    ("The graduation album had the most pages.", lambda s: s.n(P, "graduation") == 28),
    ("Cheryl's album was 4 pages shorter than Gail's.", lambda s: s.n(P, "Cheryl") == s.n(P, "Gail") - 4),
    ("The honeymoon album had 4 more pages than Angie's.", lambda s: s.n(P, "honeymoon") == s.n(P, "Angie") + 4),
    ("Neither Angie nor Donna made the family reunion album.",
     lambda s: not s.same("Angie", "family reunion") and not s.same("Donna", "family reunion")),
    ("Of Brenda's album and Gail's, Brenda's was the longer, and Gail's wasn't about the baby's first year.",
     lambda s: not s.same("Gail", "baby's first year") and s.n(P, "Brenda") > s.n(P, "Gail")),
    ("Donna's album is 8 pages longer than the family reunion album.",
     lambda s: s.n(P, "Donna") == s.n(P, "family reunion") + 8),
    ("Cheryl's album was the shortest of the five, and it wasn't about a vacation.",
     lambda s: s.n(P, "Cheryl") == 12 and not s.same("Cheryl", "vacation")),
]
QUESTIONS = [("Whose album was about the vacation?", lambda s: s.v("Members", "vacation"))]
NUM = "."
DOT = False
INTRO = ["The Thursday night scrapbook club at the Cedar Rapids library finished five albums this spring. Each woman's album had a different subject and a different number of pages."]
OUTRO = []
REMARKS = INTRO + OUTRO
