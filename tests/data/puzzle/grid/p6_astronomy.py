MO = "Months"
A = "Ages"
def mo(s, x):
    return s.n(MO, x)
def age(s, x):
    return s.n(A, x)
CATEGORIES = [
    ("Astronomers", ["Gus", "Hattie", "Ike", "Jolene"]),
    ("Discoveries", ["asteroid", "comet", "nebula", "supernova"]),
    ("Months", ["March", "May", "July", "September"], [3, 5, 7, 9]),
    ("Ages", ["15", "23", "38", "71"], [15, 23, 38, 71]),
]
CLUES = [
    ("Hattie, the youngest member of the club, made her find in March.", lambda s: age(s, "Hattie") == 15 and mo(s, "Hattie") == 3),
    ("The comet was spotted two months before the asteroid.", lambda s: mo(s, "comet") == mo(s, "asteroid") - 2),
    ("Ike is 15 years older than Jolene.", lambda s: age(s, "Ike") == age(s, "Jolene") + 15),
    ("Gus, who has been peering through the same brass telescope since 1968, did not spot the comet.",
     lambda s: not s.same("Gus", "comet")),
    ("The nebula was not found by Jolene or by Ike.", lambda s: not s.same("nebula", "Jolene") and not s.same("nebula", "Ike")),
    ("Gus made his find two months before Ike made his.", lambda s: mo(s, "Gus") == mo(s, "Ike") - 2),
    ("Jolene's find came earlier in the year than the supernova.", lambda s: mo(s, "Jolene") < mo(s, "supernova")),
    ("Hattie's discovery was not the comet.", lambda s: not s.same("Hattie", "comet")),
]
REMARKS = ["The Pine Hollow Stargazers' Club meets on the first Friday of every month behind the old grange hall. Last year four members each made a discovery worth writing up for the club newsletter, each in a different month, and the four members are all different ages. Can you work out who found what, in which month, and how old each astronomer is?"]
QUESTIONS = [("Who spotted the supernova?", lambda s: s.v("Astronomers", "supernova")),
             ("How old is the astronomer who found the asteroid?", lambda s: s.v("Ages", "asteroid"))]
