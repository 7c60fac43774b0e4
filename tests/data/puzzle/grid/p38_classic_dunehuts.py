H = "Huts"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Huts", ["first", "second", "third", "fourth", "fifth"]),
    ("Families", ["Abbott", "Baines", "Croft", "Dixon", "Ellery"]),
    ("Colours", ["coral", "lemon", "mint", "navy", "sky blue"]),
    ("Drinks", ["cocoa", "coffee", "lemonade", "tea", "water"]),
    ("Pets", ["cat", "dog", "goldfish", "hamster", "rabbit"]),
]
SOLUTION = [
    ["first", "Dixon", "navy", "water", "hamster"],
    ["second", "Abbott", "coral", "tea", "dog"],
    ["third", "Ellery", "mint", "cocoa", "goldfish"],
    ["fourth", "Baines", "lemon", "coffee", "cat"],
    ["fifth", "Croft", "sky blue", "lemonade", "rabbit"],
]
CLUES = [
    ("The Abbotts own the dog.", lambda s: s.same("Abbott", "dog")),
    ("The Baines family's hut is painted lemon.", lambda s: s.same("Baines", "lemon")),
    ("Cocoa is drunk in the middle hut.", lambda s: s.n(H, "cocoa") == 3),
    ("The Dixons have the first hut.", lambda s: s.same("Dixon", "first")),
    ("The mint hut is immediately to the left of the lemon hut.", lambda s: s.n(H, "mint") == s.n(H, "lemon") - 1),
    ("Coffee is drunk in the lemon hut.", lambda s: s.same("coffee", "lemon")),
    ("The family with the goldfish drinks cocoa.", lambda s: s.same("goldfish", "cocoa")),
    ("The Dixons' hut is next to the coral hut.", lambda s: near(s, "Dixon", "coral")),
    ("The family in the coral hut drinks tea.", lambda s: s.same("coral", "tea")),
    ("The Crofts drink lemonade.", lambda s: s.same("Croft", "lemonade")),
    ("The hamster lives next door to the hut where tea is drunk.", lambda s: near(s, "hamster", "tea")),
    ("The rabbit's owners are next to the family with the cat.", lambda s: near(s, "rabbit", "cat")),
    ("The navy hut stands at one end of the row.", lambda s: s.n(H, "navy") in (1, 5)),
    ("The Ellerys' hut is next to the Abbotts'.", lambda s: near(s, "Ellery", "Abbott")),
    ("The Crofts have the hut at the right-hand end.", lambda s: s.n(H, "Croft") == 5),
    ("The sky blue hut is next to the lemon one.", lambda s: near(s, "sky blue", "lemon")),
    ("The cat belongs to the family in the lemon hut.", lambda s: s.same("cat", "lemon")),
]
QUESTIONS = [
    ("Who drinks water?", lambda s: s.v("Families", "water")),
    ("Who owns the rabbit?", lambda s: s.v("Families", "rabbit")),
]
NUM = None
DOT = False
INTRO = ["Five families rent the five beach huts that stand in a row behind the dunes; the first hut is at the left."]
OUTRO = []
REMARKS = INTRO + OUTRO
