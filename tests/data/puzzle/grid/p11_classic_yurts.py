# A close paraphrase of the 1962 Life International text with new nouns:
# yurts for houses, felt colours, nationalities, animals, drinks, and musical
# instruments for cigarette brands.  The same 15 statements in the same order
# and forms; no category lines; spring water and the yak occur only in the
# questions.
H = "Yurts"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Yurts", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Nationalities", ["Chilean", "Dane", "Icelander", "Kenyan", "Scot"]),
    ("Colours", ["crimson", "indigo", "olive", "saffron", "white"]),
    ("Animals", ["camel", "falcon", "goat", "marmot", "yak"]),
    ("Drinks", ["cocoa", "ginger beer", "green tea", "kefir", "spring water"]),
    ("Instruments", ["accordion", "banjo", "fiddle", "harmonica", "ukulele"]),
]
SOLUTION = [
    ("1", "Icelander", "saffron", "marmot", "spring water", "fiddle"),
    ("2", "Kenyan", "indigo", "camel", "green tea", "banjo"),
    ("3", "Scot", "crimson", "falcon", "kefir", "accordion"),
    ("4", "Chilean", "white", "goat", "ginger beer", "harmonica"),
    ("5", "Dane", "olive", "yak", "cocoa", "ukulele"),
]
CLUES = [
    ("There are five yurts.", lambda s: True),
    ("The Scot lives in the crimson yurt.", lambda s: s.same("Scot", "crimson")),
    ("The Chilean owns the goat.", lambda s: s.same("Chilean", "goat")),
    ("Cocoa is drunk in the olive yurt.", lambda s: s.same("cocoa", "olive")),
    ("The Kenyan drinks green tea.", lambda s: s.same("Kenyan", "green tea")),
    ("The olive yurt is immediately to the right of the white yurt.", lambda s: h(s, "olive") == h(s, "white") + 1),
    ("The accordion player keeps a falcon.", lambda s: s.same("accordion", "falcon")),
    ("The fiddle is played in the saffron yurt.", lambda s: s.same("fiddle", "saffron")),
    ("Kefir is drunk in the middle yurt.", lambda s: h(s, "kefir") == 3),
    ("The Icelander lives in the first yurt.", lambda s: h(s, "Icelander") == 1),
    ("The man who plays the banjo lives in the yurt next to the man with the marmot.", lambda s: nextto(s, "banjo", "marmot")),
    ("The fiddle is played in the yurt next to the yurt where the camel is kept.", lambda s: nextto(s, "fiddle", "camel")),
    ("The harmonica player drinks ginger beer.", lambda s: s.same("harmonica", "ginger beer")),
    ("The Dane plays the ukulele.", lambda s: s.same("Dane", "ukulele")),
    ("The Icelander lives next to the indigo yurt.", lambda s: nextto(s, "Icelander", "indigo")),
]
QUESTIONS = [("Now, who drinks spring water? Who owns the yak?",
              lambda s: (s.v("Nationalities", "spring water"), s.v("Nationalities", "yak")))]
OUTRO = ["To make matters plain: each of the five yurts is covered in felt of a different colour, and the people who live in them are of different nationalities, keep different animals, drink different drinks and play different instruments. One more thing: in statement 6, right means your right."]
REMARKS = OUTRO
