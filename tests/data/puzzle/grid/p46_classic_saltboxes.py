H = "Houses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Colours", ["blue", "grey", "red", "white", "yellow"]),
    ("Owners", ["Harriet", "Ignatz", "Jolene", "Kenji", "Lars"]),
    ("Pets", ["cat", "dog", "goldfish", "parrot", "rabbit"]),
    ("Drinks", ["cocoa", "coffee", "lemonade", "milk", "tea"]),
]
SOLUTION = [
    ["1", "grey", "Harriet", "cat", "cocoa"],
    ["2", "white", "Ignatz", "parrot", "tea"],
    ["3", "red", "Jolene", "dog", "milk"],
    ["4", "blue", "Kenji", "goldfish", "coffee"],
    ["5", "yellow", "Lars", "rabbit", "lemonade"],
]
CLUES = [
    ("Harriet lives in the first house on the left.", lambda s: s.n(H, "Harriet") == 1),
    ("Milk is drunk in the middle house.", lambda s: s.n(H, "milk") == 3),
    ("The blue house is immediately to the right of the red house.", lambda s: s.n(H, "blue") == s.n(H, "red") + 1),
    ("Kenji drinks coffee.", lambda s: s.same("Kenji", "coffee")),
    ("The parrot lives next door to the grey house.", lambda s: near(s, "parrot", "grey")),
    ("Lars keeps a rabbit.", lambda s: s.same("Lars", "rabbit")),
    ("Whoever drinks lemonade lives in the yellow house.", lambda s: s.same("lemonade", "yellow")),
    ("Jolene owns the dog.", lambda s: s.same("Jolene", "dog")),
    ("Tea is drunk in the house immediately to the left of the dog owner's.", lambda s: s.n(H, "tea") == s.n(H, "dog") - 1),
]
CLUES.append(("The grey house belongs to Harriet.", lambda s: s.same("grey", "Harriet")))
CLUES.append(("The goldfish swims in a bowl in the blue house.", lambda s: s.same("goldfish", "blue")))
CLUES.append(("Ignatz lives immediately to the right of the cat's owner.", lambda s: s.n(H, "Ignatz") == s.n(H, "cat") + 1))
NUM = "."
INTRO = ["Five saltbox houses stand in a row along Wharf Lane, numbered 1 to 5 from left to right. Each is painted a different colour, and each owner keeps a different pet and prefers a different drink."]
REMARKS = INTRO
QUESTIONS = [("Who owns the goldfish?", lambda s: s.v("Owners", "goldfish")),
             ("Who drinks cocoa?", lambda s: s.v("Owners", "cocoa"))]
