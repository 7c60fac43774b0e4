P = "Positions"
def p(s, x):
    return s.n(P, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Positions", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Towns", ["Bexley", "Carlow", "Dalby", "Ely", "Fenwick"]),
    ("Colours", ["gold", "orange", "purple", "silver", "turquoise"]),
    ("Themes", ["circus", "dinosaurs", "jungle", "pirates", "space"]),
    ("Music", ["bagpipes", "brass band", "drummers", "fiddlers", "steel band"]),
]
SOLUTION = [
    ("1", "Dalby", "orange", "pirates", "drummers"),
    ("2", "Bexley", "purple", "space", "bagpipes"),
    ("3", "Ely", "gold", "jungle", "steel band"),
    ("4", "Fenwick", "silver", "dinosaurs", "fiddlers"),
    ("5", "Carlow", "turquoise", "circus", "brass band"),
]
CLUES = [
    ("There are five floats in the carnival parade.", lambda s: True),
    ("The float from Bexley is purple.", lambda s: s.same("Bexley", "purple")),
    ("The Dalby float has the drummers.", lambda s: s.same("Dalby", "drummers")),
    ("The pirates ride on the orange float.", lambda s: s.same("pirates", "orange")),
    ("The jungle float is directly behind the Bexley float.", lambda s: p(s, "jungle") == p(s, "Bexley") + 1),
    ("The gold float has the steel band.", lambda s: s.same("gold", "steel band")),
    ("The space float carries the bagpipes.", lambda s: s.same("space", "bagpipes")),
    ("The steel band plays on the middle float.", lambda s: p(s, "steel band") == 3),
    ("The Dalby float leads the parade.", lambda s: p(s, "Dalby") == 1),
    ("The float from Ely is next to the space float.", lambda s: nextto(s, "Ely", "space")),
    ("The dinosaurs are on the silver float.", lambda s: s.same("dinosaurs", "silver")),
    ("The turquoise float brings up the rear.", lambda s: p(s, "turquoise") == 5),
    ("The Fenwick float is directly in front of the Carlow float.", lambda s: p(s, "Fenwick") == p(s, "Carlow") - 1),
    ("The brass band plays on the turquoise float.", lambda s: s.same("brass band", "turquoise")),
    ("The orange float is next to the purple float.", lambda s: nextto(s, "orange", "purple")),
]
QUESTIONS = [("Which town's float carries the fiddlers?", lambda s: s.v("Towns", "fiddlers")), ("Which town entered the circus float?", lambda s: s.v("Towns", "circus"))]
OUTRO = ["Each float comes from a different town, is painted a different colour, has a different theme and carries different musicians. The first float leads the parade, and \"behind\" means further back."]
REMARKS = OUTRO
