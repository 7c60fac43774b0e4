H = "Heat"
def h(s, x):
    return s.n(H, x)
NUM = "1."
INTRO = ["Four home cooks bottled a hot sauce for the farmers' market, each built on a different pepper. The stallholder rated each one for heat on a scale of 1 to 10."]
REMARKS = INTRO
CATEGORIES = [
    ("Sauces", ["Devil's Breath", "Ember", "Old Smoky", "Sunburn"]),
    ("Heat", ["4", "6", "7", "9"], [4, 6, 7, 9]),
    ("Peppers", ["ghost pepper", "habanero", "jalapeño", "scotch bonnet"]),
    ("Cooks", ["Ines", "Jorge", "Kalani", "Lucia"]),
]
SOLUTION = [("Devil's Breath", "9", "ghost pepper", "Jorge"), ("Ember", "6", "scotch bonnet", "Lucia"), ("Old Smoky", "4", "jalapeño", "Ines"), ("Sunburn", "7", "habanero", "Kalani")]
CLUES = [
    ("The ghost pepper sauce is the hottest.", lambda s: h(s, "ghost pepper") == 9),
    ("Kalani's sauce rates 1 point hotter than Lucia's.", lambda s: h(s, "Kalani") == h(s, "Lucia") + 1),
    ("Old Smoky is the mildest of the four.", lambda s: h(s, "Old Smoky") == 4),
    ("Jorge made Devil's Breath.", lambda s: s.same("Jorge", "Devil's Breath")),
    ("Ember isn't made with habanero.", lambda s: not s.same("Ember", "habanero")),
    ("Ines's sauce is milder than Kalani's.", lambda s: h(s, "Ines") < h(s, "Kalani")),
    ("Sunburn is hotter than Ember.", lambda s: h(s, "Sunburn") > h(s, "Ember")),
    ("The habanero sauce is Kalani's.", lambda s: s.same("habanero", "Kalani")),
    ("Old Smoky isn't made with scotch bonnet.", lambda s: not s.same("Old Smoky", "scotch bonnet")),
]
QUESTIONS = [("Which pepper did Lucia use?", lambda s: s.v("Peppers", "Lucia"))]
