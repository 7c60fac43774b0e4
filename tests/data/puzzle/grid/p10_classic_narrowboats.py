# Five-houses style with category lines; moorings in a row.
M = "Moorings"
def m(s, x):
    return s.n(M, x)
def nextto(s, x, y):
    return abs(m(s, x) - m(s, y)) == 1
NUM = "1)"
DOT = True
CATEGORIES = [
    ("Moorings", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Owners", ["Alun", "Bridie", "Cedric", "Dympna", "Ezekiel"]),
    ("Boats", ["Dragonfly", "Heron", "Kingfisher", "Otter", "Wren"]),
    ("Colours", ["black", "blue", "cream", "green", "maroon"]),
    ("Hobbies", ["birdwatching", "fishing", "guitar", "knitting", "painting"]),
]
SOLUTION = [
    ("1", "Bridie", "Heron", "cream", "painting"),
    ("2", "Ezekiel", "Kingfisher", "blue", "fishing"),
    ("3", "Alun", "Wren", "green", "guitar"),
    ("4", "Dympna", "Otter", "maroon", "birdwatching"),
    ("5", "Cedric", "Dragonfly", "black", "knitting"),
]
INTRO = ["Five narrowboats are moored in a row along the towpath, at moorings numbered 1 to 5 from left to right as you face them from the path. Each boat has a different owner, name and colour, and each owner has a different hobby."]
CLUES = [
    ("Bridie owns the Heron.", lambda s: s.same("Bridie", "Heron")),
    ("The Kingfisher is painted blue.", lambda s: s.same("Kingfisher", "blue")),
    ("The angler's boat is at mooring 2.", lambda s: m(s, "fishing") == 2),
    ("Alun plays the guitar.", lambda s: s.same("Alun", "guitar")),
    ("The green boat is moored directly to the right of the blue boat.", lambda s: m(s, "green") == m(s, "blue") + 1),
    ("Cedric's boat is at the right-hand end of the row.", lambda s: m(s, "Cedric") == 5),
    ("The maroon boat is next to the black boat.", lambda s: nextto(s, "maroon", "black")),
    ("The birdwatcher lives on the Otter.", lambda s: s.same("birdwatching", "Otter")),
    ("Dympna lives next door to the guitarist.", lambda s: nextto(s, "Dympna", "guitar")),
    ("The cream boat is at the left-hand end.", lambda s: m(s, "cream") == 1),
    ("The painter's boat is next to the angler's boat.", lambda s: nextto(s, "painting", "fishing")),
    ("The Dragonfly is not maroon.", lambda s: not s.same("Dragonfly", "maroon")),
    ("Ezekiel's boat is next to Bridie's boat.", lambda s: nextto(s, "Ezekiel", "Bridie")),
    ("The knitter owns the black boat.", lambda s: s.same("knitting", "black")),
    ("The Wren is moored in the middle.", lambda s: m(s, "Wren") == 3),
    ("Alun lives on the Wren.", lambda s: s.same("Alun", "Wren")),
    ("Dympna does not own the black boat.", lambda s: not s.same("Dympna", "black")),
]
QUESTIONS = [("Who knits?", lambda s: s.v("Owners", "knitting")),
             ("What colour is the Otter?", lambda s: s.v("Colours", "Otter"))]
REMARKS = INTRO
