D = "Depths"
CATEGORIES = [
    ("Snorkelers", ["Lena", "Marco", "Nia", "Omar"]),
    ("Sightings", ["angelfish", "barracuda", "parrotfish", "sea turtle"]),
    ("Depths", ["10 feet", "15 feet", "20 feet", "25 feet"], [10, 15, 20, 25]),
]
SOLUTION = [
    ["Lena", "parrotfish", "20 feet"],
    ["Marco", "sea turtle", "10 feet"],
    ["Nia", "barracuda", "25 feet"],
    ["Omar", "angelfish", "15 feet"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
def either(s, a, x, y):
    return not s.same(x, y) and (s.same(a, x) or s.same(a, y))
def neither(s, a, b, x):
    return not s.same(a, b) and not s.same(a, x) and not s.same(b, x)
def distinct(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The snorkeler who saw the barracuda went 10 feet deeper than Omar.", lambda s: s.n(D, "barracuda") == s.n(D, "Omar") + 10),
    ("Marco stayed in the shallowest water.", lambda s: s.n(D, "Marco") == 10),
    ("Lena didn't see the angelfish.", lambda s: not s.same("Lena", "angelfish")),
    ("The sea turtle was spotted 10 feet shallower than the parrotfish.", lambda s: s.n(D, "sea turtle") == s.n(D, "parrotfish") - 10),
    ("Nia went deeper than Lena.", lambda s: s.n(D, "Nia") > s.n(D, "Lena")),
]
QUESTIONS = [("Who saw the sea turtle?", lambda s: s.v("Snorkelers", "sea turtle"))]
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
