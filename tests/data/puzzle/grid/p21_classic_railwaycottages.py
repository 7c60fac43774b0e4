# A 1962-style text with category lines and unnumbered statements: a row of railway cottages.
C = "Cottages"
def near(s, a, b):
    return abs(s.n(C, a) - s.n(C, b)) == 1
CATEGORIES = [
    ("Cottages", ["No. 1", "No. 2", "No. 3", "No. 4", "No. 5"]),
    ("Men", ["Mr Ash", "Mr Birch", "Mr Elm", "Mr Oak", "Mr Yew"]),
    ("Jobs", ["engine driver", "guard", "platelayer", "porter", "signalman"]),
    ("Wives", ["Ada", "Beatrice", "Clara", "Dorothy", "Edith"]),
    ("Flowers", ["dahlias", "hollyhocks", "lupins", "roses", "sweet peas"]),
    ("Pets", ["cat", "dog", "hens", "parrot", "rabbit"]),
]
SOLUTION = [
    ["No. 1", "Mr Birch", "signalman", "Edith", "lupins", "parrot"],
    ["No. 2", "Mr Oak", "porter", "Clara", "roses", "dog"],
    ["No. 3", "Mr Ash", "guard", "Ada", "sweet peas", "hens"],
    ["No. 4", "Mr Yew", "engine driver", "Dorothy", "hollyhocks", "cat"],
    ["No. 5", "Mr Elm", "platelayer", "Beatrice", "dahlias", "rabbit"],
]
CLUES = [
    ("The porter is married to Clara.", lambda s: s.same("porter", "Clara")),
    ("Mr Ash is the guard.", lambda s: s.same("Mr Ash", "guard")),
    ("Sweet peas grow in the garden of the middle cottage.", lambda s: s.n(C, "sweet peas") == 3),
    ("The engine driver lives in the next cottage along from the guard's, on the side away from the signal box.",
     lambda s: s.n(C, "engine driver") == s.n(C, "guard") + 1),
    ("Mr Birch lives at No. 1.", lambda s: s.same("Mr Birch", "No. 1")),
    ("Edith grows lupins.", lambda s: s.same("Edith", "lupins")),
    ("The man who keeps hens is married to Ada.", lambda s: s.same("hens", "Ada")),
    ("Mr Elm's wife, Beatrice, grows dahlias.",
     lambda s: s.same("Mr Elm", "Beatrice") and s.same("Beatrice", "dahlias")),
    ("The parrot lives next door to the dog.", lambda s: near(s, "parrot", "dog")),
    ("Hollyhocks grow at the cottage where the cat lives.", lambda s: s.same("hollyhocks", "cat")),
    ("Mr Oak lives next door to Mr Birch.", lambda s: near(s, "Mr Oak", "Mr Birch")),
    ("Dorothy is not married to the platelayer.", lambda s: not s.same("Dorothy", "platelayer")),
    ("The rabbit is kept at No. 5.", lambda s: s.same("rabbit", "No. 5")),
    ("The roses grow next door to the lupins.", lambda s: near(s, "roses", "lupins")),
    ("The signalman has the cottage nearest the signal box.", lambda s: s.n(C, "signalman") == 1),
    ("Mr Yew drives an engine.", lambda s: s.same("Mr Yew", "engine driver")),
    ("There is no dog at No. 1.", lambda s: not s.same("dog", "No. 1")),
]
QUESTIONS = [("Who is the platelayer?", lambda s: s.v("Men", "platelayer")),
             ("Who keeps the parrot?", lambda s: s.v("Men", "parrot"))]
NUM = None
DOT = False
INTRO = ["Railway Cottages",
         "Five railwaymen and their wives live in the row of railway cottages beside Hatton Junction."]
OUTRO = ["To make things quite clear: each man has a different job on the railway, each wife grows a different flower in the front garden, "
         "and each household keeps a different pet. The cottages are numbered from the signal box end, No. 1 being nearest to it."]
REMARKS = INTRO + OUTRO
