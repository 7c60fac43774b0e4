# Category lines: five beehives with a numeric category (jars of honey); two
# "somewhere between" clues and two "more jars than" clues.
H = "Hive"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
def between(s, x, y, z):
    return min(p(s, y), p(s, z)) < p(s, x) < max(p(s, y), p(s, z))
def jars(s, x):
    return s.n("Jars", x)
NUM = "1."
CATEGORIES = [
    ("Hive", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Beekeeper", ["Gordon", "Harold", "Ivy", "Mabel", "Percy"]),
    ("Colour", ["blue", "green", "pink", "white", "yellow"]),
    ("Honey", ["acacia", "borage", "clover", "heather", "lime"]),
    ("Jars", ["12", "15", "18", "24", "30"], [12, 15, 18, 24, 30]),
]
SOLUTION = [
    ("1", "Harold", "yellow", "clover", "18"),
    ("2", "Ivy", "white", "heather", "24"),
    ("3", "Gordon", "blue", "lime", "12"),
    ("4", "Mabel", "green", "acacia", "30"),
    ("5", "Percy", "pink", "borage", "15"),
]
CLUES = [
    ("Harold's hive is painted yellow.", lambda s: s.same("Harold", "yellow")),
    ("The heather honey comes from the second hive.", lambda s: p(s, "heather") == 2),
    ("The yellow hive produced 18 jars.", lambda s: s.same("yellow", "18")),
    ("Ivy's hive is next to the blue one.", lambda s: nextto(s, "Ivy", "blue")),
    ("The clover hive stands next to the one that gave 24 jars.", lambda s: nextto(s, "clover", "24")),
    ("The lime honey filled only 12 jars.", lambda s: s.same("lime", "12")),
    ("The acacia hive is somewhere between Harold's and the pink hive.", lambda s: between(s, "acacia", "Harold", "pink")),
    ("The lime hive is somewhere between Harold's hive and the acacia hive.", lambda s: between(s, "lime", "Harold", "acacia")),
    ("The hive that produced 15 jars is immediately to the right of Mabel's.", lambda s: p(s, "15") == p(s, "Mabel") + 1),
    ("Percy's hive is immediately to the right of the one that produced 30 jars.", lambda s: p(s, "Percy") == p(s, "30") + 1),
    ("The pink hive gave more jars than Gordon's.", lambda s: jars(s, "pink") > jars(s, "Gordon")),
    ("Mabel's hive produced more jars than the white one.", lambda s: jars(s, "Mabel") > jars(s, "white")),
]
QUESTIONS = [("Whose bees made the borage honey, and how many jars did it fill?",
              lambda s: (s.v("Beekeeper", "borage"), s.v("Jars", "borage")))]
INTRO = ["Five beekeepers keep their hives in a row along the orchard wall, numbered 1 to 5 from left to right. Each hive is painted a different colour, its bees made a different honey this summer, and each gave a different number of jars."]
REMARKS = INTRO
