P = "Points"
CATEGORIES = [
    ("Players", ["Arthur", "Dennis", "Norman", "Stan"]),
    ("Surnames", ["Frost", "Hollis", "Pratt", "Webb"]),
    ("Pubs", ["the Crown", "the Feathers", "the Plough", "the Red Lion"]),
    ("Points", ["84", "91", "98", "105"], [84, 91, 98, 105]),
]
SOLUTION = [
    ["Arthur", "Webb", "the Feathers", "98"],
    ["Dennis", "Frost", "the Plough", "105"],
    ["Norman", "Pratt", "the Crown", "84"],
    ["Stan", "Hollis", "the Red Lion", "91"],
]
CLUES = [
    ("The man from the Plough scored the most points.", lambda s: s.n(P, "the Plough") == 105),
    ("Mr Hollis finished seven points ahead of Norman.", lambda s: s.n(P, "Hollis") == s.n(P, "Norman") + 7),
    ("Arthur, who doesn't play for the Crown, scored fewer points than Mr Frost.",
     lambda s: not s.same("Arthur", "the Crown") and s.n(P, "Arthur") < s.n(P, "Frost")),
    ("Mr Pratt is the Crown's man.", lambda s: s.same("Pratt", "the Crown")),
    ("Stan isn't Mr Webb.", lambda s: not s.same("Stan", "Webb")),
    ("Norman, who isn't Mr Frost, had the lowest total of the evening.", lambda s: not s.same("Norman", "Frost") and s.n(P, "Norman") == 84),
    ("Dennis outscored Stan.", lambda s: s.n(P, "Dennis") > s.n(P, "Stan")),
    ("Arthur wasn't playing for the Red Lion.", lambda s: not s.same("Arthur", "the Red Lion")),
    ("The Feathers player scored 98.", lambda s: s.same("the Feathers", "98")),
]
QUESTIONS = [("Who plays for the Red Lion?", lambda s: s.v("Players", "the Red Lion"))]
NUM = "."
INTRO = ["Four regulars, each representing a different pub, reached the final of the Dales Cribbage League last winter.",
         "Each man's points total over the evening was different."]
OUTRO = []
REMARKS = INTRO + OUTRO
