# British: a train's coaches, A at the front to E at the rear.
CO = "Coaches"
CATEGORIES = [
    ("Passengers", ["Mrs Ahmed", "Mr Bell", "Ms Carr", "Mr Dutta", "Miss Evans"]),
    ("Coaches", ["Coach A", "Coach B", "Coach C", "Coach D", "Coach E"], [1, 2, 3, 4, 5]),
    ("Destinations", ["Carlisle", "Crewe", "Lancaster", "Oxenholme", "Preston"]),
]
SOLUTION = [
    ["Mrs Ahmed", "Coach D", "Preston"],
    ["Mr Bell", "Coach A", "Carlisle"],
    ["Ms Carr", "Coach C", "Crewe"],
    ["Mr Dutta", "Coach E", "Lancaster"],
    ["Miss Evans", "Coach B", "Oxenholme"],
]
CLUES = [
    ("Mr Bell is in the front coach.", lambda s: s.n(CO, "Mr Bell") == 1),
    ("The passenger for Crewe is in the coach directly behind the Oxenholme passenger's.",
     lambda s: s.n(CO, "Crewe") == s.n(CO, "Oxenholme") + 1),
    ("Mr Dutta is in the rear coach, but he isn't going to Carlisle or Preston.",
     lambda s: s.n(CO, "Mr Dutta") == 5 and not s.same("Mr Dutta", "Carlisle") and not s.same("Mr Dutta", "Preston")),
    ("Mrs Ahmed is two coaches behind Miss Evans.", lambda s: s.n(CO, "Mrs Ahmed") == s.n(CO, "Miss Evans") + 2),
    ("Ms Carr is travelling to Crewe.", lambda s: s.same("Ms Carr", "Crewe")),
    ("The passenger for Preston is sitting somewhere behind Ms Carr.", lambda s: s.n(CO, "Preston") > s.n(CO, "Ms Carr")),
]
QUESTIONS = [("Where is Miss Evans going?", lambda s: s.v("Destinations", "Miss Evans"))]
NUM = "."
DOT = False
INTRO = ["Five passengers on the 10:30 from London Euston each have a seat in a different coach of the train, and each is going to a different station. Coach A is at the front of the train and Coach E at the rear."]
OUTRO = []
REMARKS = INTRO + OUTRO
