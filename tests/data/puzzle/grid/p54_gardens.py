# Category lines: four houses (4 positions) and five categories including a
# number of hens ("more hens than", "two fewer hens than").  Ends with a
# "How many ...?" question.
H = "House"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
def hens(s, x):
    return s.n("Hens", x)
NUM = "1."
CATEGORIES = [
    ("House", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Family", ["Hughes", "Lindqvist", "Okafor", "Patel"]),
    ("Tree", ["apple", "cherry", "plum", "walnut"]),
    ("Gate", ["black", "green", "red", "white"]),
    ("Hens", ["6", "7", "8", "9"], [6, 7, 8, 9]),
]
SOLUTION = [
    ("1", "Hughes", "walnut", "green", "7"),
    ("2", "Patel", "cherry", "black", "9"),
    ("3", "Okafor", "apple", "white", "6"),
    ("4", "Lindqvist", "plum", "red", "8"),
]
CLUES = [
    ("The family with the cherry tree keep 9 hens.", lambda s: s.same("cherry", "9")),
    ("The gate of house 1 is green.", lambda s: p(s, "green") == 1),
    ("The Lindqvists have a plum tree.", lambda s: s.same("Lindqvist", "plum")),
    ("The apple tree is next door to the house with 9 hens.", lambda s: nextto(s, "apple", "9")),
    ("The family behind the green gate keep more hens than the family behind the white gate.", lambda s: hens(s, "green") > hens(s, "white")),
    ("The Patels' gate is black.", lambda s: s.same("Patel", "black")),
    ("The Lindqvists keep more hens than the family with the green gate.", lambda s: hens(s, "Lindqvist") > hens(s, "green")),
    ("The Okafors live next door to the Lindqvists.", lambda s: nextto(s, "Okafor", "Lindqvist")),
    ("The black gate is immediately to the right of the house with the walnut tree.", lambda s: p(s, "black") == p(s, "walnut") + 1),
    ("The Okafors keep two fewer hens than the family with the red gate.", lambda s: hens(s, "Okafor") == hens(s, "red") - 2),
    ("The Hughes family's gate is not white.", lambda s: not s.same("Hughes", "white")),
]
QUESTIONS = [("How many hens do the Okafors keep?", lambda s: s.v("Hens", "Okafor")),
             ("Which family has the walnut tree?", lambda s: s.v("Family", "walnut"))]
INTRO = ["Four houses stand in a row, numbered 1 to 4 from left to right as seen from the lane. Each family has a different fruit tree in the garden and a garden gate of a different colour, and each keeps a different number of hens."]
REMARKS = INTRO
