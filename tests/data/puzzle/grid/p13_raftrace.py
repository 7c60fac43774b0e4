# Newspaper weekly: team names with apostrophes, places, barrels.
PL = "Places"
BR = "Barrels"
def pl(s, x):
    return s.n(PL, x)
def br(s, x):
    return s.n(BR, x)
NUM = ""
DOT = True
CATEGORIES = [
    ("Teams", ["Captain's Table", "Dry Rot", "Noah's Arkers", "The Soggy Bottoms"]),
    ("Barrels", ["6 barrels", "8 barrels", "10 barrels", "12 barrels"], [6, 8, 10, 12]),
    ("Places", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
]
SOLUTION = [
    ("Captain's Table", "6 barrels", "4th"),
    ("Dry Rot", "10 barrels", "2nd"),
    ("Noah's Arkers", "12 barrels", "1st"),
    ("The Soggy Bottoms", "8 barrels", "3rd"),
]
INTRO = ["Four home-made rafts, each floated on a different number of oil barrels, splashed down the Avon in Sunday's charity raft race."]
CLUES = [
    ("The raft with the most barrels won.", lambda s: pl(s, "12 barrels") == 1),
    ("Captain's Table finished one place behind The Soggy Bottoms.", lambda s: pl(s, "Captain's Table") == pl(s, "The Soggy Bottoms") + 1),
    ("Dry Rot used 2 more barrels than The Soggy Bottoms.", lambda s: br(s, "Dry Rot") == br(s, "The Soggy Bottoms") + 2),
    ("The raft on 6 barrels came last.", lambda s: pl(s, "6 barrels") == 4),
    ("Noah's Arkers beat Dry Rot.", lambda s: pl(s, "Noah's Arkers") < pl(s, "Dry Rot")),
]
QUESTIONS = [("Which team came second?", lambda s: s.v("Teams", "2nd"))]
REMARKS = INTRO
