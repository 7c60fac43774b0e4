H = "Locks"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Locks", ["1", "2", "3", "4", "5"]),
    ("Keepers", ["Abel", "Bryn", "Cyrus", "Dai", "Eli"]),
    ("Wives", ["Ada", "Bess", "Cissie", "Dora", "Edie"]),
    ("Flowers", ["geraniums", "lupins", "marigolds", "pansies", "roses"]),
    ("Animals", ["donkey", "duck", "goose", "hens", "pig"]),
]
SOLUTION = [
    ["1", "Bryn", "Dora", "lupins", "duck"],
    ["2", "Eli", "Ada", "roses", "goose"],
    ["3", "Abel", "Cissie", "geraniums", "pig"],
    ["4", "Dai", "Edie", "marigolds", "hens"],
    ["5", "Cyrus", "Bess", "pansies", "donkey"],
]
CLUES = [
    ("There are five locks on the flight.", lambda s: True),
    ("Abel keeps the middle lock.", lambda s: s.n(H, "Abel") == 3),
    ("Bryn's wife is Dora.", lambda s: s.same("Bryn", "Dora")),
    ("Lupins grow at the bottom lock.", lambda s: s.n(H, "lupins") == 1),
    ("The pig is kept at the lock immediately above the goose.", lambda s: s.n(H, "pig") == s.n(H, "goose") + 1),
    ("Eli's wife, Ada, grows roses.", lambda s: s.same("Eli", "Ada") and s.same("Ada", "roses")),
    ("The donkey is kept at the top lock.", lambda s: s.n(H, "donkey") == 5),
    ("Edie's husband keeps hens.", lambda s: s.same("Edie", "hens")),
    ("Marigolds grow next to the geraniums.", lambda s: near(s, "marigolds", "geraniums")),
    ("The duck belongs to the keeper whose wife is Dora.", lambda s: s.same("duck", "Dora")),
    ("Cyrus keeps a lock somewhere above Dai's.", lambda s: s.n(H, "Cyrus") > s.n(H, "Dai")),
    ("Pansies are not grown at lock 4.", lambda s: not s.same("pansies", "4")),
    ("The roses grow at the lock immediately below Abel's.", lambda s: s.n(H, "roses") == s.n(H, "Abel") - 1),
    ("Abel is married to Cissie.", lambda s: s.same("Abel", "Cissie")),
    ("The duck is kept at the bottom lock.", lambda s: s.n(H, "duck") == 1),
    ("Bess grows pansies.", lambda s: s.same("Bess", "pansies")),
    ("The geraniums are not at Dai's lock.", lambda s: not s.same("geraniums", "Dai")),
]
QUESTIONS = [("Who is married to Bess?", lambda s: s.v("Keepers", "Bess")),
             ("Who keeps the donkey?", lambda s: s.v("Keepers", "donkey"))]
NUM = ")"
DOT = False
INTRO = ["Five lock-keepers and their wives live in the cottages beside a flight of five canal locks. At each cottage a different flower grows by the door and a different animal is kept."]
OUTRO = ["The locks are numbered 1 to 5 from the bottom of the flight to the top, and \"above\" means higher up the flight."]
REMARKS = INTRO + OUTRO
