# A classic text with no category lines.  The mills stand in a row along one
# stream and are counted from the top of the stream: the first mill is the
# furthest upstream, "downstream of" means a higher number.
M = "Mills"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(M, a) - s.n(M, b)) == 1
CATEGORIES = [
    ("Mills", ["1", "2", "3", "4", "5"]),
    ("Millers", ["Ashdown", "Brook", "Crane", "Dyer", "Fenwick"]),
    ("Grains", ["wheat", "barley", "oats", "rye", "maize"]),
    ("Wheels", ["red", "green", "black", "white", "blue"]),
    ("Animals", ["dog", "goose", "cat", "donkey", "pig"]),
]
SOLUTION = [
    ["1", "Crane", "oats", "blue", "pig"],
    ["2", "Dyer", "maize", "white", "dog"],
    ["3", "Ashdown", "wheat", "red", "goose"],
    ["4", "Fenwick", "rye", "green", "cat"],
    ["5", "Brook", "barley", "black", "donkey"],
]
CLUES = [
    ("There are five mills in a row along the stream.", lambda s: True),
    ("Ashdown's mill has the red wheel.", lambda s: s.same("Ashdown", "red")),
    ("Brook grinds barley.", lambda s: s.same("Brook", "barley")),
    ("The mill with the green wheel is immediately downstream of the one with the red wheel.",
     lambda s: s.n(M, "green") == s.n(M, "red") + 1),
    ("Wheat is ground at the middle mill.", lambda s: s.n(M, "wheat") == 3),
    ("Crane works the first mill.", lambda s: s.n(M, "Crane") == 1),
    ("The miller who grinds rye keeps a cat.", lambda s: s.same("rye", "cat")),
    ("The goose lives at the mill with the red wheel.", lambda s: s.same("goose", "red")),
    ("Crane's mill is next to the mill with the white wheel.", lambda s: near(s, "Crane", "white")),
    ("Maize is ground next door to the mill where the goose lives.", lambda s: near(s, "maize", "goose")),
    ("The last mill downstream has a black wheel.", lambda s: s.n(M, "black") == 5),
    ("Dyer keeps a dog.", lambda s: s.same("Dyer", "dog")),
    ("The pig is kept at the mill whose wheel is blue.", lambda s: s.same("pig", "blue")),
    ("Fenwick's mill is immediately upstream of Brook's.", lambda s: s.n(M, "Brook") == s.n(M, "Fenwick") + 1),
]
QUESTIONS = [("Who keeps the donkey? Who grinds the oats?",
              lambda s: (s.v("Millers", "donkey"), s.v("Millers", "oats")))]
NUM = "."
INTRO = ["Five millers work five watermills that stand one below another along the same stream. Each wheel is painted a different colour, each miller grinds a different grain, and each keeps a different animal at the mill."]
OUTRO = ["The first mill is the one furthest upstream, and \"downstream of\" means further down the same stream."]
REMARKS = INTRO + OUTRO
