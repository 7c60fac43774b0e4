# No category lines.  The statements leave two arrangements (EXPECT = 2): they
# differ only in which of the Finn (boathouse 2) and the Irishman (boathouse 5)
# keeps the beagle and which the setter, so the first question has no answer.
H = "Boathouses"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
def between(s, x, y, z):
    return min(p(s, y), p(s, z)) < p(s, x) < max(p(s, y), p(s, z))
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Boathouses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Owners", ["Belgian", "Finn", "Irishman", "Scot", "Serb"]),
    ("Boats", ["canoe", "dinghy", "kayak", "punt", "skiff"]),
    ("Colours", ["black", "blue", "green", "red", "white"]),
    ("Dogs", ["beagle", "collie", "pointer", "retriever", "setter"]),
]
CLUES = [
    ("The white boathouse is the furthest upstream.", lambda s: p(s, "white") == 1),
    ("The Finn has the punt.", lambda s: s.same("Finn", "punt")),
    ("The man with the skiff owns the collie.", lambda s: s.same("skiff", "collie")),
    ("The Belgian's boathouse is red.", lambda s: s.same("Belgian", "red")),
    ("The punt is kept next to the black boathouse.", lambda s: nextto(s, "punt", "black")),
    ("The Finn has boathouse 2.", lambda s: p(s, "Finn") == 2),
    ("The retriever's boathouse is somewhere between the dinghy's and the white one.", lambda s: between(s, "retriever", "dinghy", "white")),
    ("The pointer lives in the middle boathouse.", lambda s: p(s, "pointer") == 3),
    ("The retriever lives between the Irishman and the Scot, next door to both.", lambda s: nextto(s, "retriever", "Irishman") and nextto(s, "retriever", "Scot") and not s.same("Irishman", "Scot")),
    ("The Irishman's boathouse is blue.", lambda s: s.same("Irishman", "blue")),
    ("The kayak is kept next to the green boathouse.", lambda s: nextto(s, "kayak", "green")),
    ("The Serb does not keep a setter.", lambda s: not s.same("Serb", "setter")),
]
EXPECT = 2
QUESTIONS = [("Who owns the beagle? Who keeps a canoe?",
              lambda s: (s.v("Owners", "beagle"), s.v("Owners", "canoe")))]
INTRO = ["Five boathouses stand side by side on the river bank, numbered 1 to 5 going downstream. Each is painted a different colour and belongs to a man of a different nationality, who keeps a different kind of boat in it and a different breed of dog."]
REMARKS = INTRO
