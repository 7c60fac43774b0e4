# No category lines: five narrowboats moored in a line, five categories.
# "Opposite ends" and "moored directly to the right of"; the lurcher occurs only
# in the question.
H = "Moorings"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Moorings", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Boats", ["Dragonfly", "Heron", "Kingfisher", "Moorhen", "Otter"]),
    ("Colours", ["black", "green", "plum", "scarlet", "yellow"]),
    ("Occupations", ["cooper", "nurse", "painter", "potter", "vicar"]),
    ("Dogs", ["lurcher", "poodle", "spaniel", "terrier", "whippet"]),
]
SOLUTION = [
    ("1", "Moorhen", "scarlet", "potter", "whippet"),
    ("2", "Kingfisher", "black", "nurse", "spaniel"),
    ("3", "Otter", "green", "painter", "poodle"),
    ("4", "Dragonfly", "yellow", "vicar", "terrier"),
    ("5", "Heron", "plum", "cooper", "lurcher"),
]
CLUES = [
    ("The Moorhen is painted scarlet.", lambda s: s.same("Moorhen", "scarlet")),
    ("The painter lives aboard the Otter.", lambda s: s.same("Otter", "painter")),
    ("The potter keeps a whippet.", lambda s: s.same("potter", "whippet")),
    ("The cooper and the owner of the whippet are moored at opposite ends of the line.", lambda s: {p(s, "cooper"), p(s, "whippet")} == {1, 5}),
    ("A spaniel lives on the Kingfisher.", lambda s: s.same("Kingfisher", "spaniel")),
    ("The plum-coloured boat belongs to the cooper.", lambda s: s.same("plum", "cooper")),
    ("The nurse's boat is moored immediately to the right of the whippet's.", lambda s: p(s, "nurse") == p(s, "whippet") + 1),
    ("The poodle lives on the green boat.", lambda s: s.same("green", "poodle")),
    ("The vicar has a terrier.", lambda s: s.same("vicar", "terrier")),
    ("The yellow boat is moored directly to the right of the Otter.", lambda s: p(s, "yellow") == p(s, "Otter") + 1),
    ("The Dragonfly is not moored next to the Moorhen.", lambda s: not nextto(s, "Dragonfly", "Moorhen")),
    ("The black boat does not belong to the vicar.", lambda s: not s.same("black", "vicar")),
    ("The Heron is painted plum.", lambda s: s.same("Heron", "plum")),
]
QUESTIONS = [("On which boat does the lurcher live? And what colour is the Dragonfly?",
              lambda s: (s.v("Boats", "lurcher"), s.v("Colours", "Dragonfly")))]
INTRO = ["Five narrowboats are moored nose to tail along a stretch of canal. Each is painted a different colour, each is owned by someone with a different trade, and each owner keeps a different breed of dog. Left and right are as seen by someone standing on the towpath facing the boats."]
REMARKS = INTRO
