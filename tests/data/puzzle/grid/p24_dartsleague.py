# British: a pub darts league; best checkouts and ages, both as bare numbers.
C = "Checkouts"
AG = "Ages"
CATEGORIES = [
    ("Players", ["Barry", "Dennis", "Gail", "Shirley"]),
    ("Pubs", ["the Anchor", "the Plough", "the Red Lion", "the Swan"]),
    ("Checkouts", ["64", "81", "96", "120"], [64, 81, 96, 120]),
    ("Ages", ["29", "31", "38", "44"], [29, 31, 38, 44]),
]
SOLUTION = [
    ["Barry", "the Plough", "96", "44"],
    ["Dennis", "the Anchor", "120", "29"],
    ["Gail", "the Swan", "64", "31"],
    ["Shirley", "the Red Lion", "81", "38"],
]
CLUES = [
    ("The player from the Red Lion had a best checkout 15 lower than Barry's.",
     lambda s: s.n(C, "the Red Lion") == s.n(C, "Barry") - 15),
    ("Dennis hit the highest checkout of the four, although he is two years younger than Gail.",
     lambda s: s.n(C, "Dennis") == 120 and s.n(AG, "Dennis") == s.n(AG, "Gail") - 2),
    ("Gail plays for neither the Plough nor the Anchor.",
     lambda s: not s.same("Gail", "the Plough") and not s.same("Gail", "the Anchor")),
    ("Shirley's best checkout was higher than Gail's.", lambda s: s.n(C, "Shirley") > s.n(C, "Gail")),
    ("The oldest of the four plays for the Plough.", lambda s: s.n(AG, "the Plough") == 44),
    ("Shirley is seven years older than Gail.", lambda s: s.n(AG, "Shirley") == s.n(AG, "Gail") + 7),
]
QUESTIONS = [("Who plays for the Swan?", lambda s: s.v("Players", "the Swan"))]
NUM = "."
DOT = False
INTRO = ["Four players in the Thursday night darts league each play for a different pub, and each finished the season with a different best checkout. No two are the same age."]
OUTRO = []
REMARKS = INTRO + OUTRO
