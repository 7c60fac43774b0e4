# A zebra-style text: four beach huts in a row on the promenade, numbered 1 to 4 from the left.
H = "Huts"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Huts", ["1", "2", "3", "4"]),
    ("Families", ["Archer", "Bailey", "Cooper", "Dunn"]),
    ("Colours", ["lemon", "lilac", "mint", "sky blue"]),
    ("Ice creams", ["chocolate", "strawberry", "toffee", "vanilla"]),
    ("Dogs", ["beagle", "poodle", "spaniel", "terrier"]),
]
SOLUTION = [
    ["1", "Cooper", "mint", "vanilla", "spaniel"],
    ["2", "Archer", "lemon", "chocolate", "beagle"],
    ["3", "Dunn", "sky blue", "strawberry", "poodle"],
    ["4", "Bailey", "lilac", "toffee", "terrier"],
]
CLUES = [
    ("The Coopers' hut is at the left end of the row.", lambda s: s.n(H, "Cooper") == 1),
    ("The lilac hut is at the right end.", lambda s: s.n(H, "lilac") == 4),
    ("The family with the poodle like strawberry ice cream best.", lambda s: s.same("poodle", "strawberry")),
    ("The lemon hut is immediately to the right of the mint hut.", lambda s: s.n(H, "lemon") == s.n(H, "mint") + 1),
    ("The Archers' hut is next to the Coopers'.", lambda s: near(s, "Archer", "Cooper")),
    ("The family in the sky blue hut own the poodle.", lambda s: s.same("sky blue", "poodle")),
    ("The terrier belongs to the family who like toffee.", lambda s: s.same("terrier", "toffee")),
    ("The spaniel lives next door to the beagle.", lambda s: near(s, "spaniel", "beagle")),
    ("The Dunns like strawberry.", lambda s: s.same("Dunn", "strawberry")),
    ("The family with the beagle have a hut somewhere between the Coopers' and the Dunns'.",
     lambda s: min(s.n(H, "Cooper"), s.n(H, "Dunn")) < s.n(H, "beagle") < max(s.n(H, "Cooper"), s.n(H, "Dunn"))),
    ("Vanilla is the favourite in hut 1.", lambda s: s.n(H, "vanilla") == 1),
]
QUESTIONS = [
    ("Which family owns the beagle? What colour is the Dunns' hut?",
     lambda s: (s.v("Families", "beagle"), s.v("Colours", "Dunn"))),
]
NUM = ")"
DOT = True
INTRO = ["Four families own the four beach huts on the promenade, numbered 1 to 4 from left to right. Each hut is painted a different colour, each family has a different favourite ice cream, and each has a dog of a different breed."]
OUTRO = []
REMARKS = INTRO + OUTRO
