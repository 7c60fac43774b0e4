H = "Cottages"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4", "5"]),
    ("Doors", ["blue", "green", "red", "white", "yellow"]),
    ("Trades", ["baker", "blacksmith", "fisherman", "postman", "schoolmaster"]),
    ("Drinks", ["cider", "cocoa", "coffee", "milk", "tea"]),
    ("Pets", ["cat", "ferret", "goat", "parrot", "tortoise"]),
]
SOLUTION = [
    ["1", "blue", "fisherman", "tea", "cat"],
    ["2", "white", "baker", "cider", "goat"],
    ["3", "red", "postman", "milk", "parrot"],
    ["4", "green", "schoolmaster", "coffee", "tortoise"],
    ["5", "yellow", "blacksmith", "cocoa", "ferret"],
]
CLUES = [
    ("There are five coastguard cottages in a row.", lambda s: True),
    ("The baker lives in the white cottage.", lambda s: s.same("baker", "white")),
    ("The fisherman keeps a cat.", lambda s: s.same("fisherman", "cat")),
    ("Coffee is drunk in the green cottage.", lambda s: s.same("coffee", "green")),
    ("The postman keeps a parrot.", lambda s: s.same("postman", "parrot")),
    ("The green cottage is immediately to the right of the red cottage.", lambda s: s.n(H, "green") == s.n(H, "red") + 1),
    ("Milk is drunk in the middle cottage.", lambda s: s.n(H, "milk") == 3),
    ("The fisherman lives in the first cottage.", lambda s: s.n(H, "fisherman") == 1),
    ("The man who drinks cider lives next door to the man with the cat.", lambda s: near(s, "cider", "cat")),
    ("The blacksmith lives at the far right-hand end, next to the schoolmaster.",
     lambda s: s.n(H, "blacksmith") == 5 and near(s, "blacksmith", "schoolmaster")),
    ("The goat is kept in the cottage next to the one with the blue door.", lambda s: near(s, "goat", "blue")),
    ("The ferret's owner drinks cocoa.", lambda s: s.same("ferret", "cocoa")),
    ("The blacksmith's door is yellow.", lambda s: s.same("blacksmith", "yellow")),
]
QUESTIONS = [("Who keeps the tortoise?", lambda s: s.v("Trades", "tortoise")),
             ("Who drinks the cocoa?", lambda s: s.v("Trades", "cocoa"))]
NUM = "."
DOT = False
INTRO = ["Five men live in the old coastguard cottages on the headland. Each cottage has a different coloured front door, and each man has a different trade, a different favourite drink and a different pet."]
OUTRO = ["The cottages are numbered 1 to 5 from left to right as you face them from the path, and \"right\" means your right."]
REMARKS = INTRO + OUTRO
