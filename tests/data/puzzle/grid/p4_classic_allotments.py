P = "Plots"
def p(s, x):
    return s.n(P, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
CATEGORIES = [
    ("Plots", ["Plot 1", "Plot 2", "Plot 3", "Plot 4", "Plot 5"]),
    ("Gardeners", ["Mrs Abara", "Mrs Birch", "Mrs Castellano", "Mrs Dunne", "Mrs Eriksen"]),
    ("Sheds", ["blue", "brown", "grey", "orange", "pink"]),
    ("Crops", ["beans", "leeks", "marrows", "onions", "potatoes"]),
    ("Tools", ["dibber", "hoe", "rake", "spade", "trowel"]),
    ("Birds", ["blackbird", "robin", "sparrow", "thrush", "wren"]),
]
CLUES = [
    ("Mrs Abara's shed is painted orange.", lambda s: s.same("Mrs Abara", "orange")),
    ("Mrs Birch grows marrows.", lambda s: s.same("Mrs Birch", "marrows")),
    ("The potatoes are on the middle plot.", lambda s: p(s, "potatoes") == 3),
    ("A robin follows the woman with the hoe.", lambda s: s.same("robin", "hoe")),
    ("The grey shed stands immediately to the left of the orange one.", lambda s: p(s, "grey") == p(s, "orange") - 1),
    ("Mrs Dunne works the first plot.", lambda s: p(s, "Mrs Dunne") == 1),
    ("The spade belongs to the woman who grows leeks.", lambda s: s.same("spade", "leeks")),
    ("The trowel is used on the plot with the blue shed.", lambda s: s.same("trowel", "blue")),
    ("Mrs Castellano's plot lies next to the one with the blue shed.", lambda s: nextto(s, "Mrs Castellano", "blue")),
    ("The woman with the rake is visited by a thrush.", lambda s: s.same("rake", "thrush")),
    ("A sparrow keeps an eye on the brown shed.", lambda s: s.same("sparrow", "brown")),
    ("Mrs Birch has the plot at the far right.", lambda s: p(s, "Mrs Birch") == 5),
    ("The marrow grower swears by her dibber.", lambda s: s.same("marrows", "dibber")),
    ("A wren visits the woman who grows leeks.", lambda s: s.same("wren", "leeks")),
    ("Mrs Eriksen grows potatoes.", lambda s: s.same("Mrs Eriksen", "potatoes")),
    ("The beans grow immediately to the right of the leeks.", lambda s: p(s, "beans") == p(s, "leeks") + 1),
    ("The robin's plot is next to the wren's.", lambda s: nextto(s, "robin", "wren")),
]
REMARKS = ["Five neighbours rent the five plots along the top path of the Sandy Lane allotments, numbered 1 to 5 from left to right. Each has a shed of a different colour, grows a different prize crop, swears by a different tool and is kept company by a different bird."]
QUESTIONS = [("Who grows the beans?", lambda s: s.v("Gardeners", "beans")),
             ("Which bird visits Mrs Eriksen?", lambda s: s.v("Birds", "Mrs Eriksen"))]
