C = "Cabins"
def near(s, a, b):
    return abs(s.n(C, a) - s.n(C, b)) == 1
CATEGORIES = [
    ("Cabins", ["1", "2", "3", "4", "5"]),
    ("Guests", ["Arvid", "Blanca", "Cormac", "Delphine", "Emil"]),
    ("Doors", ["blue", "green", "orange", "red", "white"]),
    ("Drinks", ["cider", "cocoa", "coffee", "lemonade", "tea"]),
    ("Pets", ["beagle", "cat", "hamster", "parrot", "rabbit"]),
]
SOLUTION = [
    ["1", "Cormac", "red", "tea", "beagle"],
    ["2", "Emil", "blue", "coffee", "cat"],
    ["3", "Arvid", "white", "cocoa", "parrot"],
    ["4", "Delphine", "green", "cider", "hamster"],
    ["5", "Blanca", "orange", "lemonade", "rabbit"],
]
CLUES = [
    ("Arvid stays in the cabin with the white door.", lambda s: s.same("Arvid", "white")),
    ("Blanca has brought her rabbit.", lambda s: s.same("Blanca", "rabbit")),
    ("Coffee is drunk in the cabin with the blue door.", lambda s: s.same("coffee", "blue")),
    ("Delphine drinks cider.", lambda s: s.same("Delphine", "cider")),
    ("The cabin with the green door is immediately to the right of the cabin with the white door.",
     lambda s: s.n(C, "green") == s.n(C, "white") + 1),
    ("The guest who drinks tea owns the beagle.", lambda s: s.same("tea", "beagle")),
    ("Cocoa is drunk in the middle cabin.", lambda s: s.n(C, "cocoa") == 3),
    ("Cormac stays in the first cabin.", lambda s: s.n(C, "Cormac") == 1),
    ("The parrot's owner stays next to the cat's owner.", lambda s: near(s, "parrot", "cat")),
    ("The hamster is kept in the cabin next to the one where lemonade is drunk.", lambda s: near(s, "hamster", "lemonade")),
    ("The guest in the cabin with the orange door drinks lemonade.", lambda s: s.same("orange", "lemonade")),
    ("The cat lives in the cabin with the blue door.", lambda s: s.same("cat", "blue")),
    ("The cabin with the red door is next to the cabin with the blue door.", lambda s: near(s, "red", "blue")),
]
QUESTIONS = [
    ("Who owns the hamster?", lambda s: s.v("Guests", "hamster")),
    ("Who drinks the coffee?", lambda s: s.v("Guests", "coffee")),
]
NUM = "."
DOT = False
INTRO = ["Five friends have rented the five cabins that stand in a row along the shore of Spruce Lake, numbered 1 to 5 from left to right. Each cabin has a door of a different color, and each guest drinks something different and has brought a different pet."]
OUTRO = ["Left and right are as you face the cabins from the lake, and \"next to\" means in the neighboring cabin."]
REMARKS = INTRO + OUTRO
