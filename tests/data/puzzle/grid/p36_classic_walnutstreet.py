# A retelling of the 1962 zebra puzzle: five houses on Walnut Street, with no
# category lines.  Houses are numbered 1-5 from left to right.
H = "Houses"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Colors", ["white", "gray", "green", "yellow", "blue"]),
    ("Owners", ["Abbott", "Burke", "Carver", "Dolan", "Engle"]),
    ("Drinks", ["coffee", "tea", "milk", "buttermilk", "lemonade"]),
    ("Pets", ["beagle", "cat", "goldfish", "pony", "rabbit"]),
    ("Cars", ["Buick", "Ford", "Hudson", "Packard", "Studebaker"]),
]
SOLUTION = [
    ["1", "yellow", "Dolan", "lemonade", "cat", "Ford"],
    ["2", "blue", "Abbott", "tea", "pony", "Hudson"],
    ["3", "white", "Carver", "milk", "beagle", "Packard"],
    ["4", "gray", "Engle", "coffee", "rabbit", "Buick"],
    ["5", "green", "Burke", "buttermilk", "goldfish", "Studebaker"],
]
CLUES = [
    ("There are five houses in a row on Walnut Street.", lambda s: True),
    ("Abbott lives in the blue house.", lambda s: s.same("Abbott", "blue")),
    ("Burke keeps goldfish.", lambda s: s.same("Burke", "goldfish")),
    ("Coffee is drunk in the gray house.", lambda s: s.same("coffee", "gray")),
    ("Abbott drinks tea.", lambda s: s.same("Abbott", "tea")),
    ("The gray house is immediately to the right of the white house.",
     lambda s: s.n(H, "gray") == s.n(H, "white") + 1),
    ("The man who drives the Packard keeps a beagle.", lambda s: s.same("Packard", "beagle")),
    ("The Ford belongs to the man in the yellow house.", lambda s: s.same("Ford", "yellow")),
    ("Milk is drunk in the middle house.", lambda s: s.n(H, "milk") == 3),
    ("Dolan lives in the first house.", lambda s: s.n(H, "Dolan") == 1),
    ("The man who drives the Hudson lives in the house next to the man with the cat.",
     lambda s: near(s, "Hudson", "cat")),
    ("The Ford is parked at the house next to the one where the pony is kept.",
     lambda s: near(s, "Ford", "pony")),
    ("The Studebaker owner drinks buttermilk.", lambda s: s.same("Studebaker", "buttermilk")),
    ("Engle drives a Buick.", lambda s: s.same("Engle", "Buick")),
    ("Carver drives the Packard.", lambda s: s.same("Carver", "Packard")),
    ("Engle drinks coffee.", lambda s: s.same("Engle", "coffee")),
    ("The green house is at the right-hand end of the row.", lambda s: s.n(H, "green") == 5),
]
QUESTIONS = [("Now, who drinks lemonade? Who owns the rabbit?",
              lambda s: (s.v("Owners", "lemonade"), s.v("Owners", "rabbit")))]
NUM = "."
INTRO = []
OUTRO = ["Each of the five houses is painted a different color, and the five men who live in them drink different beverages, keep different pets and drive different makes of car. The houses are numbered 1 to 5 from left to right as you face them from the street, and \"right\" means your right."]
REMARKS = INTRO + OUTRO
