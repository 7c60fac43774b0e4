Y = "Years"
CATEGORIES = [
    ("Farmers", ["Mr. Bauer", "Mr. Dietz", "Mrs. Glenn", "Mr. Olsen", "Mrs. Pruitt"]),
    ("Colors", ["gray", "green", "red", "white", "yellow"]),
    ("Years", ["1998", "2001", "2004", "2007", "2010"], [1998, 2001, 2004, 2007, 2010]),
    ("Crops", ["corn", "hay", "oats", "soybeans", "wheat"]),
]
SOLUTION = [
    ["Mr. Bauer", "white", "2004", "wheat"],
    ["Mr. Dietz", "red", "1998", "corn"],
    ["Mrs. Glenn", "green", "2010", "oats"],
    ["Mr. Olsen", "yellow", "2001", "hay"],
    ["Mrs. Pruitt", "gray", "2007", "soybeans"],
]
def one_other(s, a, b, x, y):
    return (s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x))
CLUES = [
    ("The red barn was painted first.", lambda s: s.n(Y, "red") == 1998),
    ("The corn grower painted his barn three years before Mr. Olsen painted his.",
     lambda s: s.n(Y, "corn") == s.n(Y, "Mr. Olsen") - 3),
    ("Mrs. Glenn's barn was painted most recently, and it isn't white.",
     lambda s: s.n(Y, "Mrs. Glenn") == 2010 and not s.same("Mrs. Glenn", "white")),
    ("The wheat farmer's barn is white.", lambda s: s.same("wheat", "white")),
    ("Of Mrs. Pruitt and the hay farmer, one has a gray barn and the other painted in 2001.",
     lambda s: not s.same("Mrs. Pruitt", "hay") and one_other(s, "Mrs. Pruitt", "hay", "gray", "2001")),
    ("The yellow barn was painted sometime before the white barn.", lambda s: s.n(Y, "yellow") < s.n(Y, "white")),
    ("Mr. Bauer painted his barn after Mr. Olsen did but before Mrs. Pruitt did.",
     lambda s: s.n(Y, "Mr. Olsen") < s.n(Y, "Mr. Bauer") < s.n(Y, "Mrs. Pruitt")),
    ("Mr. Bauer doesn't grow oats or soybeans.", lambda s: not s.same("Mr. Bauer", "oats") and not s.same("Mr. Bauer", "soybeans")),
    ("The soybean farm's barn was painted three years after the wheat farm's.",
     lambda s: s.n(Y, "soybeans") == s.n(Y, "wheat") + 3),
    ("Mrs. Pruitt's barn isn't yellow, and she doesn't grow corn.",
     lambda s: not s.same("Mrs. Pruitt", "yellow") and not s.same("Mrs. Pruitt", "corn")),
    ("Neither Mr. Olsen nor Mrs. Glenn grows wheat.", lambda s: not s.same("Mr. Olsen", "wheat") and not s.same("Mrs. Glenn", "wheat")),
]
QUESTIONS = [
    ("In what year was the green barn painted?", lambda s: s.v(Y, "green")),
    ("Who grows corn?", lambda s: s.v("Farmers", "corn")),
]
NUM = "."
INTRO = ["Five farm families along County Road 9 have each painted their barn a different color, in a different year. Each farm also grows a different main crop."]
OUTRO = []
REMARKS = INTRO + OUTRO
