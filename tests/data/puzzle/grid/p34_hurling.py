P = "Points"
CATEGORIES = [
    ("Players", ["Cathal", "Donncha", "Eoin", "Fiachra", "Tadhg"]),
    ("Clubs", ["Ballinure", "Cappagh", "Drom", "Kilcash", "Moycarkey"]),
    ("Points", ["1 point", "2 points", "3 points", "4 points", "5 points"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Cathal", "Drom", "4 points"],
    ["Donncha", "Kilcash", "1 point"],
    ["Eoin", "Ballinure", "5 points"],
    ["Fiachra", "Moycarkey", "2 points"],
    ["Tadhg", "Cappagh", "3 points"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CLUES = [
    ("Eoin was the top scorer on the day.", lambda s: s.n(P, "Eoin") == 5),
    ("The Kilcash man scored just the one point.", lambda s: s.same("Kilcash", "1 point")),
    ("Tadhg scored two points more than the Kilcash man.", lambda s: s.n(P, "Tadhg") == s.n(P, "Kilcash") + 2),
    ("Cathal, Fiachra, the Cappagh man and the lad from Ballinure are four different people.",
     lambda s: distinct(s, "Cathal", "Fiachra", "Cappagh", "Ballinure")),
    ("Fiachra scored fewer points than Cathal, but more than Donncha.",
     lambda s: s.n(P, "Donncha") < s.n(P, "Fiachra") < s.n(P, "Cathal")),
    ("The Drom player scored a point more than Tadhg.", lambda s: s.n(P, "Drom") == s.n(P, "Tadhg") + 1),
    ("Eoin doesn't hurl for Cappagh.", lambda s: not s.same("Eoin", "Cappagh")),
]
QUESTIONS = [("Which club does Tadhg play for?", lambda s: s.v("Clubs", "Tadhg"))]
NUM = "."
DOT = False
INTRO = ["Five forwards were picked for the county's under-21 hurling team from five different clubs, and in Sunday's match each of them scored a different number of points."]
OUTRO = []
REMARKS = INTRO + OUTRO
