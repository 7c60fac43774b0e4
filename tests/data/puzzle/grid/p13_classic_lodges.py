# A close paraphrase of the 1962 text with new nouns: ski lodges, lodge colours,
# nationalities, pets, drinks, and winter sports for the cigarette brands.
# 15 numbered statements in the same order and forms, no category lines; the
# lemonade and the reindeer occur only in the questions.  Statements 11 and 12
# say "the lodge next to" and are read as "a lodge next to" (see zebra1962).
H = "Lodges"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Lodges", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Nationalities", ["Austrian", "Canadian", "Chilean", "Finn", "Korean"]),
    ("Colours", ["amber", "cream", "crimson", "lilac", "teal"]),
    ("Pets", ["husky", "lynx", "pony", "rabbits", "reindeer"]),
    ("Drinks", ["apple juice", "cocoa", "espresso", "lemonade", "milk"]),
    ("Sports", ["curling", "skating", "skiing", "sledging", "snowboarding"]),
]
SOLUTION = [
    ("1", "Finn", "amber", "lynx", "lemonade", "skating"),
    ("2", "Korean", "lilac", "pony", "cocoa", "sledging"),
    ("3", "Austrian", "crimson", "rabbits", "milk", "skiing"),
    ("4", "Chilean", "cream", "husky", "apple juice", "curling"),
    ("5", "Canadian", "teal", "reindeer", "espresso", "snowboarding"),
]
CLUES = [
    ("There are five lodges.", lambda s: True),
    ("The Austrian lives in the crimson lodge.", lambda s: s.same("Austrian", "crimson")),
    ("The Chilean owns the husky.", lambda s: s.same("Chilean", "husky")),
    ("Espresso is drunk in the teal lodge.", lambda s: s.same("espresso", "teal")),
    ("The Korean drinks cocoa.", lambda s: s.same("Korean", "cocoa")),
    ("The teal lodge is immediately to the right of the cream lodge.", lambda s: h(s, "teal") == h(s, "cream") + 1),
    ("The skier keeps rabbits.", lambda s: s.same("skiing", "rabbits")),
    ("Skating is the sport in the amber lodge.", lambda s: s.same("skating", "amber")),
    ("Milk is drunk in the middle lodge.", lambda s: h(s, "milk") == 3),
    ("The Finn lives in the first lodge.", lambda s: h(s, "Finn") == 1),
    ("The man who goes sledging lives in the lodge next to the man with the lynx.", lambda s: nextto(s, "sledging", "lynx")),
    ("Skating is the sport in the lodge next to the lodge where the pony is kept.", lambda s: nextto(s, "skating", "pony")),
    ("The curler drinks apple juice.", lambda s: s.same("curling", "apple juice")),
    ("The Canadian goes snowboarding.", lambda s: s.same("Canadian", "snowboarding")),
    ("The Finn lives next to the lilac lodge.", lambda s: nextto(s, "Finn", "lilac")),
]
QUESTIONS = [("Now, who drinks lemonade? Who owns the reindeer?",
              lambda s: (s.v("Nationalities", "lemonade"), s.v("Nationalities", "reindeer")))]
OUTRO = ["In the interest of clarity, it must be added that each of the five lodges is painted a different colour, and their guests are of different nationalities, own different pets, drink different drinks and take up different winter sports. One other thing: in statement 6, right means your right."]
REMARKS = OUTRO
