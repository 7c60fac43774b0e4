# Category lines; allotment plots in a row; unnumbered clues. "on the left
# of" is encoded in its weaker reading (somewhere to the left); in the key the
# roses are also immediately left of the sunflowers, so both readings agree.
H = "Plots"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
DOT = True
CATEGORIES = [
    ("Plots", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Gardeners", ["Gwen", "Hector", "Iris", "Jasper", "Lois"]),
    ("Flowers", ["dahlias", "lilies", "roses", "sunflowers", "tulips"]),
    ("Vegetables", ["beans", "carrots", "leeks", "onions", "potatoes"]),
]
SOLUTION = [
    ("1", "Iris", "tulips", "leeks"),
    ("2", "Hector", "roses", "beans"),
    ("3", "Lois", "sunflowers", "potatoes"),
    ("4", "Gwen", "dahlias", "onions"),
    ("5", "Jasper", "lilies", "carrots"),
]
INTRO = ["Five allotment plots lie side by side, numbered 1 to 5 from left to right. Each gardener grows one kind of flower and one kind of vegetable, and no two grow the same."]
CLUES = [
    ("Iris grows tulips.", lambda s: s.same("Iris", "tulips")),
    ("The roses are on the left of the sunflowers.", lambda s: h(s, "roses") < h(s, "sunflowers")),
    ("Lois grows potatoes.", lambda s: s.same("Lois", "potatoes")),
    ("The leeks are grown on a plot at one end of the row.", lambda s: h(s, "leeks") in (1, 5)),
    ("Jasper's plot is the last one.", lambda s: h(s, "Jasper") == 5),
    ("Beans grow next to the leeks.", lambda s: nextto(s, "beans", "leeks")),
    ("Whoever grows dahlias also grows onions.", lambda s: s.same("dahlias", "onions")),
    ("Hector's plot is between Iris's and Lois's.", lambda s: min(h(s, "Iris"), h(s, "Lois")) < h(s, "Hector") < max(h(s, "Iris"), h(s, "Lois"))),
    ("The carrot grower does not grow roses.", lambda s: not s.same("carrots", "roses")),
    ("Gwen's plot is immediately to the right of Lois's.", lambda s: h(s, "Gwen") == h(s, "Lois") + 1),
    ("The lilies are not next to the sunflowers.", lambda s: not nextto(s, "lilies", "sunflowers")),
    ("Iris has plot 1.", lambda s: h(s, "Iris") == 1),
    ("Hector grows roses.", lambda s: s.same("Hector", "roses")),
    ("Lois grows sunflowers.", lambda s: s.same("Lois", "sunflowers")),
]
QUESTIONS = [("Who grows the lilies?", lambda s: s.v("Gardeners", "lilies")),
             ("Which vegetable does Hector grow?", lambda s: s.v("Vegetables", "Hector"))]
REMARKS = INTRO
