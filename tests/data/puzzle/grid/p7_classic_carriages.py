K, J, R, F, L = "Carriages", "Jobs", "Books", "Snacks", "Luggage"
def k(s, x):
    return s.n(K, x)
def nextto(s, x, y):
    return abs(k(s, x) - k(s, y)) == 1
CATEGORIES = [
    (K, ["carriage 1", "carriage 2", "carriage 3", "carriage 4", "carriage 5"]),
    (J, ["architect", "florist", "jockey", "pharmacist", "sculptor"]),
    (R, ["atlas", "biography", "cookbook", "romance", "thriller"]),
    (F, ["crisps", "fruitcake", "pretzels", "sandwich", "toffee"]),
    (L, ["briefcase", "duffel bag", "hatbox", "rucksack", "suitcase"]),
]
INTRO = ("A little branch-line train has five carriages, numbered 1 to 5 from the engine, with exactly one passenger in each. "
         "\"Behind\" means further from the engine.")
REMARKS = [INTRO]
CLUES = [
    ("The florist travels in the carriage next to the engine.", lambda s: k(s, "florist") == 1),
    ("The jockey is reading an atlas.", lambda s: s.same("jockey", "atlas")),
    ("The passenger with the suitcase is eating a sandwich.", lambda s: s.same("suitcase", "sandwich")),
    ("The sculptor sits immediately behind the architect.", lambda s: k(s, "sculptor") == k(s, "architect") + 1),
    ("Crisps are eaten in the carriage with the duffel bag.", lambda s: s.same("crisps", "duffel bag")),
    ("The romance reader is eating fruitcake.", lambda s: s.same("romance", "fruitcake")),
    ("The hatbox travels in the first carriage.", lambda s: k(s, "hatbox") == 1),
    ("The biography is being read in the middle carriage.", lambda s: k(s, "biography") == 3),
    ("The pharmacist is in the last carriage.", lambda s: k(s, "pharmacist") == 5),
    ("The rucksack is in the carriage next to the hatbox.", lambda s: nextto(s, "rucksack", "hatbox")),
    ("The passenger eating pretzels sits next to the florist.", lambda s: nextto(s, "pretzels", "florist")),
    ("The thriller reader is eating toffee.", lambda s: s.same("thriller", "toffee")),
    ("The briefcase is in the carriage immediately behind the cookbook reader.", lambda s: k(s, "briefcase") == k(s, "cookbook") + 1),
    ("The architect does not have the duffel bag.", lambda s: not s.same("architect", "duffel bag")),
    ("Fruitcake is eaten in the last carriage.", lambda s: k(s, "fruitcake") == 5),
]
QUESTIONS = [("Who is reading the romance?", lambda s: s.v(J, "romance")), ("In which carriage is the sculptor?", lambda s: s.v(K, "sculptor"))]
