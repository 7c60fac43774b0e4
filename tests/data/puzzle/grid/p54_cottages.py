# No category lines: five cottages numbered west to east, six categories;
# order told with "east of" / "westernmost".  Cats have names (Sooty, Mog ...);
# Pickle and the sweet peas occur only in the questions.
H = "Cottages"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = ""
CATEGORY_LINES = False
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Ladies", ["Hale", "Lamb", "Pike", "Rudd", "Venn"]),
    ("Doors", ["black", "blue", "green", "red", "yellow"]),
    ("Flowers", ["dahlias", "lupins", "roses", "sweet peas", "tulips"]),
    ("Cats", ["Mog", "Pickle", "Smudge", "Sooty", "Tiddles"]),
    ("Hobbies", ["baking", "bridge", "crosswords", "knitting", "painting"]),
]
SOLUTION = [
    ("1", "Venn", "blue", "lupins", "Sooty", "bridge"),
    ("2", "Hale", "green", "roses", "Pickle", "knitting"),
    ("3", "Pike", "yellow", "sweet peas", "Mog", "baking"),
    ("4", "Lamb", "red", "dahlias", "Smudge", "painting"),
    ("5", "Rudd", "black", "tulips", "Tiddles", "crosswords"),
]
CLUES = [
    ("Mrs Venn and Mrs Rudd live at opposite ends of the row.", lambda s: {p(s, "Venn"), p(s, "Rudd")} == {1, 5}),
    ("Mrs Hale has a green door.", lambda s: s.same("Hale", "green")),
    ("Mrs Lamb grows dahlias.", lambda s: s.same("Lamb", "dahlias")),
    ("The bridge player lives in the westernmost cottage.", lambda s: p(s, "bridge") == 1),
    ("Sooty belongs to the cottage with the blue door.", lambda s: s.same("blue", "Sooty")),
    ("Painting is the hobby of the woman immediately east of Mog's owner.", lambda s: p(s, "painting") == p(s, "Mog") + 1),
    ("Mrs Venn grows lupins.", lambda s: s.same("Venn", "lupins")),
    ("Smudge lives where the dahlias grow.", lambda s: s.same("dahlias", "Smudge")),
    ("The tulips grow in front of the black door.", lambda s: s.same("black", "tulips")),
    ("Mrs Lamb lives next door to the woman whose hobby is baking.", lambda s: nextto(s, "Lamb", "baking")),
    ("Mrs Rudd does the crosswords.", lambda s: s.same("Rudd", "crosswords")),
    ("The cottage with the yellow door has the painter on one side of it and the roses on the other.", lambda s: nextto(s, "yellow", "painting") and nextto(s, "yellow", "roses") and not s.same("painting", "roses")),
    ("Mrs Pike's door is not red.", lambda s: not s.same("Pike", "red")),
    ("The dahlias are grown by the painter.", lambda s: s.same("dahlias", "painting")),
    ("Tiddles lives behind the black door.", lambda s: s.same("black", "Tiddles")),
    ("Mrs Pike's hobby is either knitting or baking.", lambda s: s.same("Pike", "knitting") != s.same("Pike", "baking")),
]
QUESTIONS = [("Whose cat is called Pickle? Who grows the sweet peas?",
              lambda s: (s.v("Ladies", "Pickle"), s.v("Ladies", "sweet peas")))]
INTRO = ["Five widows live in a row of five cottages, numbered 1 to 5 from west to east. Each cottage has a front door of a different colour and a different flower in its front garden; each widow has a cat, and each has a different hobby."]
REMARKS = INTRO
