# Category lines, 4x4: four fishermen's huts.  "lies between" with the key
# satisfying both readings (strictly between, and immediately between).
H = "Hut"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
def between(s, x, y, z):
    return min(p(s, y), p(s, z)) < p(s, x) < max(p(s, y), p(s, z))
NUM = "1."
CATEND = "."
CATEGORIES = [
    ("Hut", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Fisher", ["Angus", "Callum", "Isla", "Morag"]),
    ("Boat", ["blue", "green", "orange", "white"]),
    ("Catch", ["crab", "herring", "lobster", "mackerel"]),
]
SOLUTION = [
    ("1", "Morag", "green", "crab"),
    ("2", "Angus", "orange", "mackerel"),
    ("3", "Callum", "white", "lobster"),
    ("4", "Isla", "blue", "herring"),
]
CLUES = [
    ("Isla fishes for herring.", lambda s: s.same("Isla", "herring")),
    ("Morag and the herring fisher have the two end huts.", lambda s: {p(s, "Morag"), p(s, "herring")} == {1, 4}),
    ("Morag's hut is next to the one whose boat is orange.", lambda s: nextto(s, "Morag", "orange")),
    ("Angus's hut lies between Callum's and the one with the green boat.", lambda s: between(s, "Angus", "Callum", "green")),
    ("Callum does not have the blue boat.", lambda s: not s.same("Callum", "blue")),
    ("The owner of the green boat is next door to the mackerel fisher.", lambda s: nextto(s, "green", "mackerel")),
    ("The white boat goes out for lobster.", lambda s: s.same("white", "lobster")),
    ("Angus does not catch crab.", lambda s: not s.same("Angus", "crab")),
    ("The orange boat belongs to the hut immediately to the right of the green boat's.", lambda s: p(s, "orange") == p(s, "green") + 1),
    ("The lobster fisher's hut is not at either end.", lambda s: p(s, "lobster") not in (1, 4)),
]
INTRO = ["Four huts stand in a row above the harbour, numbered 1 to 4 from left to right as seen from the water."]
OUTRO = ['Each hut belongs to a different fisher, whose boat is painted a different colour and who goes after a different catch. Find out who lives where.']
REMARKS = INTRO + OUTRO
