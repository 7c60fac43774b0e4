# No category lines: five railway carriages behind an engine, numbered from the
# engine; "behind" means a higher number.  "in the first and last carriages,
# though not necessarily in that order"; "only one carriage separates".
H = "Carriages"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Carriages", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Passengers", ["bishop", "chef", "dentist", "jockey", "poet"]),
    ("Reading", ["atlas", "comic", "hymn book", "newspaper", "novel"]),
    ("Destinations", ["Bath", "Crewe", "Derby", "Leeds", "York"]),
    ("Snacks", ["apple", "orange", "pie", "sandwich", "toffee"]),
]
SOLUTION = [
    ("1", "bishop", "atlas", "York", "pie"),
    ("2", "jockey", "novel", "Crewe", "apple"),
    ("3", "chef", "comic", "Bath", "toffee"),
    ("4", "poet", "newspaper", "Leeds", "orange"),
    ("5", "dentist", "hymn book", "Derby", "sandwich"),
]
CLUES = [
    ("The chef is going to Bath.", lambda s: s.same("chef", "Bath")),
    ("The newspaper is being read in the fourth carriage from the engine.", lambda s: p(s, "newspaper") == 4),
    ("The man with the atlas and the man eating a sandwich are in the first and last carriages, though not necessarily in that order.", lambda s: {p(s, "atlas"), p(s, "sandwich")} == {1, 5}),
    ("The jockey is eating an apple.", lambda s: s.same("jockey", "apple")),
    ("The passenger bound for Derby sits in the carriage immediately behind the poet's.", lambda s: p(s, "Derby") == p(s, "poet") + 1),
    ("The man reading a novel is going to Crewe.", lambda s: s.same("novel", "Crewe")),
    ("There is one carriage between the jockey's and the one where an orange is being eaten.", lambda s: abs(p(s, "jockey") - p(s, "orange")) == 2),
    ("The hymn book is being read in the carriage directly behind the newspaper.", lambda s: p(s, "hymn book") == p(s, "newspaper") + 1),
    ("Only one carriage separates the toffee eater from the sandwich eater.", lambda s: abs(p(s, "toffee") - p(s, "sandwich")) == 2),
    ("The Bath passenger is reading a comic.", lambda s: s.same("comic", "Bath")),
    ("The man with the pie is not the poet.", lambda s: not s.same("pie", "poet")),
    ("The dentist is in a carriage adjacent to that of the man bound for Leeds.", lambda s: nextto(s, "dentist", "Leeds")),
    ("The bishop is not going to Leeds.", lambda s: not s.same("bishop", "Leeds")),
]
QUESTIONS = [("Who is travelling to York?", lambda s: s.v("Passengers", "York"))]
INTRO = ["A little branch-line train is made up of an engine pulling five carriages, numbered 1 to 5 starting with the one directly behind the engine. In each carriage sits a single passenger, each of a different profession, each reading something different, each bound for a different town and each eating a different snack."]
REMARKS = INTRO
