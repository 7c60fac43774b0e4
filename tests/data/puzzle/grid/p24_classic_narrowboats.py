# Classic text in the manner of the 1962 zebra puzzle: a row of narrowboats below a
# lock.  NO category lines: every value is named in a statement or the question.
# Boats are counted from the lock, so the first boat is boat 1.
B = "Boats"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(B, a) - s.n(B, b)) == 1
CATEGORIES = [
    ("Boats", ["1", "2", "3", "4", "5"]),
    ("Colours", ["green", "red", "blue", "cream", "black"]),
    ("Owners", ["Wyn", "Nora", "Ted", "Pam", "Vic"]),
    ("Names", ["Otter", "Kingfisher", "Heron", "Willow", "Dragonfly"]),
    ("Drinks", ["ale", "tea", "cocoa", "coffee", "cider"]),
    ("Pets", ["cat", "ferret", "dog", "parrot", "tortoise"]),
]
SOLUTION = [
    ["1", "green", "Wyn", "Otter", "ale", "cat"],
    ["2", "red", "Nora", "Kingfisher", "tea", "ferret"],
    ["3", "blue", "Ted", "Heron", "cocoa", "dog"],
    ["4", "cream", "Pam", "Willow", "coffee", "parrot"],
    ["5", "black", "Vic", "Dragonfly", "cider", "tortoise"],
]
CLUES = [
    ("There are five narrowboats moored in a row below the lock.", lambda s: True),
    ("Pam lives on the cream boat.", lambda s: s.same("Pam", "cream")),
    ("Ted keeps a dog.", lambda s: s.same("Ted", "dog")),
    ("Coffee is drunk on the cream boat.", lambda s: s.same("coffee", "cream")),
    ("Nora drinks tea.", lambda s: s.same("Nora", "tea")),
    ("The black boat is moored next to the cream boat, on the side away from the lock.",
     lambda s: s.n(B, "black") == s.n(B, "cream") + 1),
    ("The owner of Otter keeps a cat.", lambda s: s.same("Otter", "cat")),
    ("Ale is drunk on the green boat.", lambda s: s.same("ale", "green")),
    ("Cocoa is drunk on the middle boat.", lambda s: s.n(B, "cocoa") == 3),
    ("Wyn lives on the first boat.", lambda s: s.n(B, "Wyn") == 1),
    ("The parrot is kept on the boat next to the one where cocoa is drunk.", lambda s: near(s, "parrot", "cocoa")),
    ("Kingfisher is moored next to the green boat.", lambda s: near(s, "Kingfisher", "green")),
    ("The tortoise is kept on Dragonfly.", lambda s: s.same("tortoise", "Dragonfly")),
    ("Wyn lives next to the red boat.", lambda s: near(s, "Wyn", "red")),
    ("Heron is painted blue.", lambda s: s.same("Heron", "blue")),
    ("The owner of Willow keeps a parrot.", lambda s: s.same("Willow", "parrot")),
    ("The dog is kept on Heron.", lambda s: s.same("dog", "Heron")),
    ("Otter is moored next to Kingfisher.", lambda s: near(s, "Otter", "Kingfisher")),
    ("Vic's boat is not the red one.", lambda s: not s.same("Vic", "red")),
]
QUESTIONS = [("Now, who drinks cider? Who keeps the ferret?",
              lambda s: (s.v("Owners", "cider"), s.v("Owners", "ferret")))]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["Each boat is painted a different colour, and its owner drinks a different drink and keeps a different pet. The boats are counted from the lock, so the first boat is the one nearest the lock gates."]
REMARKS = INTRO + OUTRO
