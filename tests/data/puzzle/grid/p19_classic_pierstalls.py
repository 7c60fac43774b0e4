H = "Stalls"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4"]),
    ("Stallholders", ["Mr Moss", "Mrs Nash", "Mr Pike", "Mrs Quirk"]),
    ("Goods", ["buckets and spades", "candyfloss", "postcards", "rock"]),
    ("Awnings", ["blue", "green", "orange", "pink"]),
    ("Dogs", ["beagle", "collie", "poodle", "terrier"]),
]
SOLUTION = [
    ["1", "Mr Moss", "postcards", "green", "terrier"],
    ["2", "Mrs Nash", "rock", "pink", "poodle"],
    ["3", "Mr Pike", "candyfloss", "blue", "collie"],
    ["4", "Mrs Quirk", "buckets and spades", "orange", "beagle"],
]
MEN = ("Mr Moss", "Mr Pike")
CLUES = [
    ("There are four stalls along the pier.", lambda s: True),
    ("Rock is sold under the pink awning.", lambda s: s.same("rock", "pink")),
    ("Mr Moss has the stall nearest the entrance.", lambda s: s.n(H, "Mr Moss") == 1),
    ("The collie lies under the blue awning.", lambda s: s.same("collie", "blue")),
    ("The candyfloss stall is the next one along from the rock stall, going away from the entrance.",
     lambda s: s.n(H, "candyfloss") == s.n(H, "rock") + 1),
    ("Mrs Quirk has the stall at the far end.", lambda s: s.n(H, "Mrs Quirk") == 4),
    ("The terrier belongs to the man who sells postcards.",
     lambda s: s.same("terrier", "postcards") and s.v("Stallholders", "postcards") in MEN),
    ("The beagle is at the stall next to the collie's.", lambda s: near(s, "beagle", "collie")),
    ("Mrs Nash keeps a poodle.", lambda s: s.same("Mrs Nash", "poodle")),
    ("Mr Pike's awning is blue.", lambda s: s.same("Mr Pike", "blue")),
    ("The orange awning hangs over the stall at the far end.", lambda s: s.n(H, "orange") == 4),
]
QUESTIONS = [("Who sells the buckets and spades?", lambda s: s.v("Stallholders", "buckets and spades")),
             ("Whose dog is the beagle?", lambda s: s.v("Stallholders", "beagle"))]
NUM = "."
DOT = True
INTRO = ["Four stallholders trade on the pier. Each sells one kind of goods under a different coloured awning, and each has a dog that lies under the counter."]
OUTRO = ["The stalls are numbered 1 to 4, starting from the entrance to the pier."]
REMARKS = INTRO + OUTRO
