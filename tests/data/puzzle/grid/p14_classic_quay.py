# No category lines: three fishing boats at berths along a quay, an intro
# saying how they are counted, numbered clues; lobster occurs only in a
# question.
H = "Berths"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Berths", ["1", "2", "3"], [1, 2, 3]),
    ("Skippers", ["Ewan", "Fergus", "Gil"]),
    ("Colours", ["blue", "red", "yellow"]),
    ("Catches", ["crab", "lobster", "mackerel"]),
]
SOLUTION = [
    ("1", "Gil", "yellow", "lobster"),
    ("2", "Ewan", "red", "crab"),
    ("3", "Fergus", "blue", "mackerel"),
]
INTRO = ["Three fishing boats are tied up side by side along the quay, at berths 1, 2 and 3 from left to right. Each boat has a different skipper, is painted a different colour and brings in a different catch."]
CLUES = [
    ("Ewan's boat is in the middle.", lambda s: h(s, "Ewan") == 2),
    ("The red boat lands crab.", lambda s: s.same("red", "crab")),
    ("The blue boat is moored somewhere to the right of the yellow boat.", lambda s: h(s, "blue") > h(s, "yellow")),
    ("Gil does not fish for mackerel.", lambda s: not s.same("Gil", "mackerel")),
    ("The mackerel boat is not next to the yellow boat.", lambda s: not nextto(s, "mackerel", "yellow")),
    ("Gil has the berth at the left-hand end.", lambda s: h(s, "Gil") == 1),
    ("Ewan's boat is painted red.", lambda s: s.same("Ewan", "red")),
]
QUESTIONS = [("Who catches lobster?", lambda s: s.v("Skippers", "lobster")),
             ("What colour is Fergus's boat?", lambda s: s.v("Colours", "Fergus"))]
REMARKS = INTRO
