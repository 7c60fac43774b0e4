# No category lines: five bungalows, five categories; "sandwiched between"
# (immediately on both sides), "one bungalow between"; the pug occurs only in
# the question.
H = "Bungalows"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Bungalows", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Careers", ["farmer", "policeman", "postman", "sailor", "teacher"]),
    ("Cars", ["Austin", "Ford", "Morris", "Rover", "Vauxhall"]),
    ("Dogs", ["beagle", "collie", "corgi", "dachshund", "pug"]),
    ("Drinks", ["brandy", "gin", "port", "rum", "whisky"]),
]
SOLUTION = [
    ("1", "postman", "Rover", "corgi", "whisky"),
    ("2", "sailor", "Austin", "beagle", "port"),
    ("3", "farmer", "Morris", "pug", "rum"),
    ("4", "teacher", "Ford", "collie", "gin"),
    ("5", "policeman", "Vauxhall", "dachshund", "brandy"),
]
CLUES = [
    ("The retired sailor drives an Austin.", lambda s: s.same("sailor", "Austin")),
    ("The sailor lives in the second bungalow.", lambda s: p(s, "sailor") == 2),
    ("The Vauxhall is parked immediately to the right of the bungalow with the collie.", lambda s: p(s, "Vauxhall") == p(s, "collie") + 1),
    ("The dachshund's owner drinks brandy.", lambda s: s.same("dachshund", "brandy")),
    ("The former postman drives a Rover.", lambda s: s.same("postman", "Rover")),
    ("There is one bungalow between the Morris and the corgi.", lambda s: abs(p(s, "Morris") - p(s, "corgi")) == 2),
    ("The old teacher drinks gin.", lambda s: s.same("teacher", "gin")),
    ("The Vauxhall owner keeps a dachshund.", lambda s: s.same("Vauxhall", "dachshund")),
    ("The farmer lives next to the man who drinks port.", lambda s: nextto(s, "farmer", "port")),
    ("The beagle's bungalow is sandwiched between the farmer's and the whisky drinker's.", lambda s: nextto(s, "beagle", "farmer") and nextto(s, "beagle", "whisky") and not s.same("farmer", "whisky")),
    ("The Morris is next door to the gin drinker.", lambda s: nextto(s, "Morris", "gin")),
    ("The rum drinker does not drive a Ford.", lambda s: not s.same("rum", "Ford")),
]
QUESTIONS = [("Who owns the pug? What does the policeman drive?",
              lambda s: (s.v("Careers", "pug"), s.v("Cars", "policeman")))]
INTRO = ["Five retired men live in the five bungalows of a cul-de-sac, numbered 1 to 5 from left to right. Each followed a different career, drives a different make of car, keeps a different breed of dog and has a different favourite nightcap."]
REMARKS = INTRO
