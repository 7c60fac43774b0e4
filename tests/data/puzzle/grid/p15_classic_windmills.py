# A close paraphrase of the 1962 Life International text with new nouns: five
# windmills in a row, numbered from the left ("right means your right").
H = "Windmills"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Windmills", ["1", "2", "3", "4", "5"]),
    ("Colours", ["brown", "white", "cream", "black", "grey"]),
    ("Nationalities", ["Dane", "Greek", "Peruvian", "Icelander", "Kenyan"]),
    ("Drinks", ["cocoa", "mead", "cider", "lemonade", "kefir"]),
    ("Breads", ["rye", "oatcakes", "bagels", "crumpets", "pitta"]),
    ("Animals", ["goat", "geese", "donkey", "pony", "llama"]),
]
SOLUTION = [
    ["1", "black", "Icelander", "kefir", "oatcakes", "donkey"],
    ["2", "grey", "Peruvian", "mead", "bagels", "pony"],
    ["3", "brown", "Dane", "cider", "rye", "geese"],
    ["4", "cream", "Greek", "lemonade", "crumpets", "goat"],
    ["5", "white", "Kenyan", "cocoa", "pitta", "llama"],
]
CLUES = [
    ("There are five windmills.", lambda s: True),
    ("The Dane lives in the brown windmill.", lambda s: s.same("Dane", "brown")),
    ("The Greek keeps the goat.", lambda s: s.same("Greek", "goat")),
    ("Cocoa is drunk in the white windmill.", lambda s: s.same("cocoa", "white")),
    ("The Peruvian drinks mead.", lambda s: s.same("Peruvian", "mead")),
    ("The white windmill is immediately to the right of the cream windmill.",
     lambda s: s.n(H, "white") == s.n(H, "cream") + 1),
    ("The rye bread eater keeps geese.", lambda s: s.same("rye", "geese")),
    ("Oatcakes are eaten in the black windmill.", lambda s: s.same("oatcakes", "black")),
    ("Cider is drunk in the middle windmill.", lambda s: s.n(H, "cider") == 3),
    ("The Icelander lives in the first windmill.", lambda s: s.n(H, "Icelander") == 1),
    ("The man who eats bagels lives in the windmill next to the man with the donkey.",
     lambda s: near(s, "bagels", "donkey")),
    ("Oatcakes are eaten in the windmill next to the windmill where the pony is kept.",
     lambda s: near(s, "oatcakes", "pony")),
    ("The crumpet eater drinks lemonade.", lambda s: s.same("crumpets", "lemonade")),
    ("The Kenyan eats pitta.", lambda s: s.same("Kenyan", "pitta")),
    ("The Icelander lives next to the grey windmill.", lambda s: near(s, "Icelander", "grey")),
]
QUESTIONS = [("Now, who drinks kefir? Who owns the llama?",
              lambda s: (s.v("Nationalities", "kefir"), s.v("Nationalities", "llama")))]
NUM = "."
QFIRST = True
INTRO = []
OUTRO = [
    "In the interest of clarity, it must be added that each of the five windmills is painted a "
    "different colour, and their millers are of different nationalities, keep different "
    "animals, drink different drinks and eat different kinds of bread. One other thing: in "
    "statement 6, right means your right.",
]
REMARKS = INTRO + OUTRO
