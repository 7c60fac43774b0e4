H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Doors", ["blue", "green", "red", "white", "yellow"]),
    ("Occupations", ["baker", "doctor", "fisherman", "poet", "tailor"]),
    ("Drinks", ["cider", "cocoa", "coffee", "tea", "water"]),
    ("Pets", ["canary", "dog", "hamster", "rabbit", "snail"]),
    ("Trees", ["apple", "cherry", "fig", "pear", "plum"]),
]
CLUES = [
    ("There are five cottages in a row.", lambda s: True),
    ("The baker lives behind the red door.", lambda s: s.same("baker", "red")),
    ("The tailor keeps a hamster.", lambda s: s.same("tailor", "hamster")),
    ("Cocoa is drunk in the middle cottage.", lambda s: h(s, "cocoa") == 3),
    ("The fisherman lives in the first cottage.", lambda s: h(s, "fisherman") == 1),
    ("The fisherman lives next to the cottage with the blue door.", lambda s: nextto(s, "fisherman", "blue")),
    ("The green door is immediately to the right of the red door.", lambda s: h(s, "green") == h(s, "red") + 1),
    ("The poet drinks coffee.", lambda s: s.same("poet", "coffee")),
    ("Cider is drunk in the cottage with the white door.", lambda s: s.same("cider", "white")),
    ("The man with the pear tree keeps a dog.", lambda s: s.same("pear", "dog")),
    ("A cherry tree grows in the doctor's garden.", lambda s: s.same("cherry", "doctor")),
    ("The owner of the canary has an apple tree.", lambda s: s.same("canary", "apple")),
    ("Tea is drunk in the cottage with the yellow door.", lambda s: s.same("tea", "yellow")),
    ("The man with the fig tree lives next to the man who keeps a rabbit.", lambda s: nextto(s, "fig", "rabbit")),
    ("The plum tree grows next door to the cottage where the dog lives.", lambda s: nextto(s, "plum", "dog")),
    ("The tailor lives next door to the fisherman.", lambda s: nextto(s, "tailor", "fisherman")),
    ("The cottage with the yellow door stands next to the poet's.", lambda s: nextto(s, "yellow", "poet")),
    ("The owner of the canary lives next door to the poet.", lambda s: nextto(s, "canary", "poet")),
]
REMARKS = ["The cottages are counted from the left, as seen from the lane. Each cottage has one occupant, and no two occupants share a door colour, a job, a drink, a pet or a tree."]
QUESTIONS = [("Who drinks water?", lambda s: s.v("Occupations", "water")),
             ("Who keeps the snail?", lambda s: s.v("Occupations", "snail"))]
