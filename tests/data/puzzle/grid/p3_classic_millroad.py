H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, a, b):
    return abs(h(s, a) - h(s, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Women", ["Agatha", "Bridget", "Constance", "Dorothy", "Evelyn"]),
    ("Professions", ["architect", "chemist", "journalist", "lawyer", "pilot"]),
    ("Cars", ["Austin", "Bentley", "Morris", "Riley", "Rover"]),
    ("Newspapers", ["Chronicle", "Courier", "Gazette", "Herald", "Times"]),
    ("Puddings", ["crumble", "pavlova", "sponge", "tart", "trifle"]),
]
CLUES = [
    ("Agatha is a pilot.", lambda s: s.same("Agatha", "pilot")),
    ("The lawyer reads the Times.", lambda s: s.same("lawyer", "Times")),
    ("The Austin is parked outside the first house.", lambda s: h(s, "Austin") == 1),
    ("The woman who makes trifle lives in the middle house.", lambda s: h(s, "trifle") == 3),
    ("Constance lives in the last house on the right.", lambda s: h(s, "Constance") == 5),
    ("The journalist reads the Chronicle.", lambda s: s.same("journalist", "Chronicle")),
    ("The Bentley's owner lives immediately to the right of the woman who reads the Times.",
     lambda s: h(s, "Bentley") == h(s, "Times") + 1),
    ("Dorothy lives next door to the pilot.", lambda s: nextto(s, "Dorothy", "pilot")),
    ("The chemist makes a crumble.", lambda s: s.same("chemist", "crumble")),
    ("The Riley belongs to the woman who bakes tarts.", lambda s: s.same("Riley", "tart")),
    ("The Gazette is read two doors away from the Courier.", lambda s: abs(h(s, "Gazette") - h(s, "Courier")) == 2),
    ("Evelyn drives a Morris.", lambda s: s.same("Evelyn", "Morris")),
    ("The architect makes a sponge.", lambda s: s.same("architect", "sponge")),
    ("Pavlova is made at one end of the road.", lambda s: h(s, "pavlova") in (1, 5)),
    ("The pilot lives next to the house where the Austin is parked.", lambda s: nextto(s, "pilot", "Austin")),
    ("Dorothy is a chemist.", lambda s: s.same("Dorothy", "chemist")),
    ("Bridget takes the Courier.", lambda s: s.same("Bridget", "Courier")),
]
REMARKS = ["Five women live side by side in the five houses of Mill Road, which are numbered 1 to 5 from left to right. Each has a different profession, drives a different car, takes a different newspaper and is known for a different pudding."]
QUESTIONS = [("Who drives the Bentley?", lambda s: s.v("Women", "Bentley")),
             ("Who reads the Herald?", lambda s: s.v("Women", "Herald"))]
