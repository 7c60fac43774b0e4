# Classic text in the manner of the 1962 zebra puzzle: Australian bathing boxes in a
# row, numbered from the left as seen from the water; families named in the plural.
B = "Boxes"
def near(s, a, b):
    return abs(s.n(B, a) - s.n(B, b)) == 1
CATEGORIES = [
    ("Boxes", ["1", "2", "3", "4", "5"]),
    ("Colours", ["mint", "navy", "lemon", "orange", "lilac"]),
    ("Families", ["the Rossis", "the Kellys", "the Singhs", "the Nguyens", "the Walshes"]),
    ("Gear", ["kayak", "esky", "cricket set", "deckchairs", "beach umbrella"]),
    ("Dogs", ["beagle", "pug", "kelpie", "greyhound", "spoodle"]),
]
SOLUTION = [
    ["1", "mint", "the Rossis", "kayak", "beagle"],
    ["2", "navy", "the Kellys", "esky", "pug"],
    ["3", "lemon", "the Singhs", "cricket set", "kelpie"],
    ["4", "orange", "the Nguyens", "deckchairs", "greyhound"],
    ["5", "lilac", "the Walshes", "beach umbrella", "spoodle"],
]
CLUES = [
    ("There are five bathing boxes in a row on the beach.", lambda s: True),
    ("The Kellys' box is painted navy.", lambda s: s.same("the Kellys", "navy")),
    ("The kayak is kept in the mint box.", lambda s: s.same("kayak", "mint")),
    ("The Nguyens own the greyhound.", lambda s: s.same("the Nguyens", "greyhound")),
    ("The lemon box is in the middle.", lambda s: s.n(B, "lemon") == 3),
    ("The Rossis have the box at the left-hand end.", lambda s: s.n(B, "the Rossis") == 1),
    ("The orange box is immediately to the right of the lemon box.", lambda s: s.n(B, "orange") == s.n(B, "lemon") + 1),
    ("The family with the pug keeps an esky in their box.", lambda s: s.same("pug", "esky")),
    ("The cricket set is kept next to the box of the family with the pug.", lambda s: near(s, "cricket set", "pug")),
    ("The Walshes' box is at the right-hand end.", lambda s: s.n(B, "the Walshes") == 5),
    ("The beagle's family keeps the kayak in their box.", lambda s: s.same("beagle", "kayak")),
    ("The kelpie belongs to the family next door to the Kellys.", lambda s: near(s, "kelpie", "the Kellys")),
    ("The deckchairs are kept in the orange box.", lambda s: s.same("deckchairs", "orange")),
    ("The Singhs keep the cricket set.", lambda s: s.same("the Singhs", "cricket set")),
    ("The mint box is next to the Kellys' box.", lambda s: near(s, "mint", "the Kellys")),
]
QUESTIONS = [("Which family owns the spoodle?", lambda s: s.v("Families", "spoodle"))]
NUM = "."
DOT = True
INTRO = []
OUTRO = ["Each box is painted a different colour and belongs to a different family, who keep different gear in it and own a different dog. Left and right are as you look at the boxes from the water's edge, and box 1 is at the left-hand end."]
REMARKS = INTRO + OUTRO
