# No category lines: the categories are what the statements and questions name.
# Houses are numbered 1 to 5 from left to right, as the closing remark says.
H = "Houses"
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Colors", ["yellow", "blue", "white", "green", "gray"]),
    ("Owners", ["Howard", "Irving", "Leon", "Martin", "Nelson"]),
    ("Cars", ["Buick", "Chevrolet", "Dodge", "Ford", "Packard"]),
    ("Drinks", ["coffee", "lemonade", "milk", "root beer", "tea"]),
    ("Pets", ["cat", "dog", "goldfish", "parakeet", "turtle"]),
]
SOLUTION = [
    ["1", "yellow", "Leon", "Ford", "lemonade", "dog"],
    ["2", "blue", "Nelson", "Packard", "tea", "parakeet"],
    ["3", "white", "Howard", "Buick", "milk", "goldfish"],
    ["4", "green", "Irving", "Chevrolet", "coffee", "cat"],
    ["5", "gray", "Martin", "Dodge", "root beer", "turtle"],
]
CLUES = [
    ("There are five houses in a row on Cedar Court.", lambda s: True),
    ("The man who drives the Ford owns the dog.", lambda s: s.same("Ford", "dog")),
    ("Irving keeps a cat.", lambda s: s.same("Irving", "cat")),
    ("The parakeet lives in the blue house.", lambda s: s.same("parakeet", "blue")),
    ("The turtle is kept in the last house on the right.", lambda s: s.n(H, "turtle") == 5),
    ("The gray house is home to the turtle.", lambda s: s.same("gray", "turtle")),
    ("Martin owns the turtle.", lambda s: s.same("Martin", "turtle")),
    ("Nelson drinks tea.", lambda s: s.same("Nelson", "tea")),
    ("Howard drives a Buick.", lambda s: s.same("Howard", "Buick")),
    ("Lemonade is drunk in the first house on the left.", lambda s: s.n(H, "lemonade") == 1),
    ("The Chevrolet belongs to the man in the green house.", lambda s: s.same("Chevrolet", "green")),
    ("The Dodge owner drinks root beer.", lambda s: s.same("Dodge", "root beer")),
    ("Howard lives in the white house.", lambda s: s.same("Howard", "white")),
    ("The white house is next door to the house of the man who drives the Chevrolet.",
     lambda s: abs(s.n(H, "white") - s.n(H, "Chevrolet")) == 1),
    ("The coffee drinker lives immediately to the right of the Buick owner.", lambda s: s.n(H, "coffee") == s.n(H, "Buick") + 1),
    ("The parakeet's house is directly to the right of the house where lemonade is drunk.",
     lambda s: s.n(H, "parakeet") == s.n(H, "lemonade") + 1),
    ("Leon lives in the yellow house, and Nelson drives a Packard.",
     lambda s: s.same("Leon", "yellow") and s.same("Nelson", "Packard")),
]
QUESTIONS = [("Who drinks milk?", lambda s: s.v("Owners", "milk")),
             ("Who owns the goldfish?", lambda s: s.v("Owners", "goldfish"))]
NUM = "."
DOT = False
INTRO = []
OUTRO = [
    "Each house is painted a different color, and the man who lives in each drives a different make of car, drinks a different beverage and keeps a different pet. The houses are numbered 1 to 5 from left to right as you face them from the street, and right means your right.",
]
REMARKS = INTRO + OUTRO
