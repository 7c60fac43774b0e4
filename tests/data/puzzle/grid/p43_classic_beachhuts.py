H = "Huts"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Huts", ["1", "2", "3", "4", "5"]),
    ("Colours", ["lilac", "mint", "peach", "primrose", "sky blue"]),
    ("Families", ["Hargreaves", "Jolley", "Kenyon", "Lumb", "Moxon"]),
    ("Snacks", ["crisps", "doughnuts", "ice lollies", "sandwiches", "whelks"]),
    ("Pastimes", ["crabbing", "kite flying", "paddling", "reading", "sandcastles"]),
]
SOLUTION = [
    ["1", "mint", "Kenyon", "whelks", "reading"],
    ["2", "lilac", "Moxon", "sandwiches", "kite flying"],
    ["3", "peach", "Hargreaves", "ice lollies", "crabbing"],
    ["4", "primrose", "Jolley", "crisps", "sandcastles"],
    ["5", "sky blue", "Lumb", "doughnuts", "paddling"],
]
CLUES = [
    ("The Hargreaves family have the peach hut.", lambda s: s.same("Hargreaves", "peach")),
    ("The Moxons fly kites.", lambda s: s.same("Moxon", "kite flying")),
    ("Sandwiches are eaten at the lilac hut.", lambda s: s.same("sandwiches", "lilac")),
    ("The peach hut is immediately to the right of the lilac hut.", lambda s: s.n(H, "peach") == s.n(H, "lilac") + 1),
    ("The family who go crabbing eat ice lollies.", lambda s: s.same("crabbing", "ice lollies")),
    ("Crisps are eaten at the primrose hut.", lambda s: s.same("crisps", "primrose")),
    ("Ice lollies are eaten at the middle hut.", lambda s: s.n(H, "ice lollies") == 3),
    ("The Kenyons have the first hut.", lambda s: s.n(H, "Kenyon") == 1),
    ("The family who eat whelks are next door to the kite flyers.", lambda s: near(s, "whelks", "kite flying")),
    ("The sandcastle builders are next door to the family who go paddling.", lambda s: near(s, "sandcastles", "paddling")),
    ("The Lumbs eat doughnuts.", lambda s: s.same("Lumb", "doughnuts")),
    ("The Jolleys build sandcastles.", lambda s: s.same("Jolley", "sandcastles")),
    ("The Kenyons are next door to the lilac hut.", lambda s: near(s, "Kenyon", "lilac")),
    ("The family who go paddling have the sky blue hut.", lambda s: s.same("paddling", "sky blue")),
    ("The Lumbs' hut is at the right-hand end of the row.", lambda s: s.n(H, "Lumb") == 5),
]
QUESTIONS = [("Who reads? Which family goes crabbing?",
              lambda s: (s.v("Families", "reading"), s.v("Families", "crabbing")))]
NUM = "."
DOT = False
INTRO = ["Five families rent the five beach huts on the promenade at Cleveleys for the summer. "
         "Each hut is painted a different colour, and each family has a favourite seaside snack and a favourite pastime."]
OUTRO = ["The huts are numbered 1 to 5 from left to right as you face the sea."]
REMARKS = INTRO + OUTRO
