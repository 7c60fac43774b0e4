# A retelling in the manner of the 1962 zebra puzzle, with no category lines:
# every value is named in a statement or a question.  Boats are counted from
# the left as you face the canal from the towpath, so the first boat is 1.
P = "Positions"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(P, a) - s.n(P, b)) == 1
CATEGORIES = [
    ("Positions", ["1", "2", "3", "4", "5"]),
    ("Owners", ["Alf", "Bryony", "Cyril", "Dilys", "Eamon"]),
    ("Boats", ["Dabchick", "Kingfisher", "Morning Star", "Otter", "Wild Rose"]),
    ("Colours", ["black", "cream", "green", "maroon", "navy"]),
    ("Pets", ["cat", "ferret", "goldfish", "parrot", "terrier"]),
]
SOLUTION = [
    ["1", "Bryony", "Otter", "green", "cat"],
    ["2", "Eamon", "Morning Star", "maroon", "terrier"],
    ["3", "Alf", "Kingfisher", "navy", "goldfish"],
    ["4", "Dilys", "Wild Rose", "black", "parrot"],
    ["5", "Cyril", "Dabchick", "cream", "ferret"],
]
CLUES = [
    ("There are five narrowboats moored in a row along the towpath.", lambda s: True),
    ("Bryony's boat is painted green.", lambda s: s.same("Bryony", "green")),
    ("Eamon keeps a terrier.", lambda s: s.same("Eamon", "terrier")),
    ("The Kingfisher is painted navy.", lambda s: s.same("Kingfisher", "navy")),
    ("The maroon boat is moored immediately to the left of the navy one.", lambda s: s.n(P, "maroon") == s.n(P, "navy") - 1),
    ("The Kingfisher is the middle boat of the five.", lambda s: s.n(P, "Kingfisher") == 3),
    ("Bryony's boat is the first on the left.", lambda s: s.n(P, "Bryony") == 1),
    ("The parrot lives on the Wild Rose.", lambda s: s.same("parrot", "Wild Rose")),
    ("Cyril, who owns the Dabchick, is moored next to the boat with the parrot.",
     lambda s: s.same("Cyril", "Dabchick") and near(s, "Cyril", "parrot")),
    ("The cat lives on the boat next to the Morning Star.", lambda s: near(s, "cat", "Morning Star")),
    ("Dilys's boat is black.", lambda s: s.same("Dilys", "black")),
    ("The goldfish is kept on the boat next to the black one.", lambda s: near(s, "goldfish", "black")),
    ("Eamon is moored next to Bryony.", lambda s: near(s, "Eamon", "Bryony")),
    ("The Otter is moored at one end of the row.", lambda s: s.n(P, "Otter") in (1, 5)),
    ("Alf keeps neither the cat nor the ferret.", lambda s: not s.same("Alf", "cat") and not s.same("Alf", "ferret")),
    ("The Wild Rose is moored immediately to the right of the Kingfisher.", lambda s: s.n(P, "Wild Rose") == s.n(P, "Kingfisher") + 1),
]
QUESTIONS = [
    ("Who keeps the ferret?", lambda s: s.v("Owners", "ferret")),
    ("Which boat is painted cream?", lambda s: s.v("Boats", "cream")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["Each boat has a different owner, a different name, a different colour and a different pet. Left and right are as you face the canal from the towpath."]
REMARKS = INTRO + OUTRO
