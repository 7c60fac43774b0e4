# A close paraphrase of the 1962 Life International text, with new nouns: no
# category lines; 15 numbered statements; the two questions; the closing remark.
H = "Farmhouses"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Farmhouses", ["1", "2", "3", "4", "5"]),
    ("Colours", ["pink", "lilac", "white", "grey", "brown"]),
    ("Nationalities", ["Portuguese", "Finn", "Welshman", "Chilean", "Maltese"]),
    ("Drinks", ["cocoa", "cider", "buttermilk", "lemonade", "ginger beer"]),
    ("Instruments", ["fiddle", "banjo", "accordion", "harmonica", "bagpipes"]),
    ("Animals", ["goat", "ferrets", "rabbit", "donkey", "peacock"]),
]
SOLUTION = [
    ["1", "grey", "Chilean", "ginger beer", "banjo", "rabbit"],
    ["2", "brown", "Welshman", "cider", "accordion", "donkey"],
    ["3", "pink", "Portuguese", "buttermilk", "fiddle", "ferrets"],
    ["4", "white", "Finn", "lemonade", "harmonica", "goat"],
    ["5", "lilac", "Maltese", "cocoa", "bagpipes", "peacock"],
]
CLUES = [
    ("There are five farmhouses.", lambda s: True),
    ("The Portuguese lives in the pink farmhouse.", lambda s: s.same("Portuguese", "pink")),
    ("The Finn keeps the goat.", lambda s: s.same("Finn", "goat")),
    ("Cocoa is drunk in the lilac farmhouse.", lambda s: s.same("cocoa", "lilac")),
    ("The Welshman drinks cider.", lambda s: s.same("Welshman", "cider")),
    ("The lilac farmhouse is immediately to the right of the white farmhouse.", lambda s: s.n(H, "lilac") == s.n(H, "white") + 1),
    ("The fiddle player keeps ferrets.", lambda s: s.same("fiddle", "ferrets")),
    ("The banjo is played in the grey farmhouse.", lambda s: s.same("banjo", "grey")),
    ("Buttermilk is drunk in the middle farmhouse.", lambda s: s.n(H, "buttermilk") == 3),
    ("The Chilean lives in the first farmhouse.", lambda s: s.n(H, "Chilean") == 1),
    ("The man who plays the accordion lives in the farmhouse next to the man with the rabbit.", lambda s: near(s, "accordion", "rabbit")),
    ("The banjo is played in the farmhouse next to the farmhouse where the donkey is kept.", lambda s: near(s, "banjo", "donkey")),
    ("The harmonica player drinks lemonade.", lambda s: s.same("harmonica", "lemonade")),
    ("The Maltese plays the bagpipes.", lambda s: s.same("Maltese", "bagpipes")),
    ("The Chilean lives next to the brown farmhouse.", lambda s: near(s, "Chilean", "brown")),
]
QUESTIONS = [("Now, who drinks ginger beer? Who owns the peacock?",
              lambda s: (s.v("Nationalities", "ginger beer"), s.v("Nationalities", "peacock")))]
NUM = "."
INTRO = []
OUTRO = ["So that there is no doubt: each of the five farmhouses is painted a different colour, and the farmers who live in them are of different nationalities, keep different animals, drink different drinks and play different musical instruments. One more thing: in statement 6, right means your right."]
REMARKS = INTRO + OUTRO
