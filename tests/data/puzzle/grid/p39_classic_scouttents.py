# Einstein-style, with category lines.  Tents are numbered 1 to 5 from left to right.
T = "Tents"
def near(s, a, b):
    return abs(s.n(T, a) - s.n(T, b)) == 1
CATEGORIES = [
    ("Tents", ["1", "2", "3", "4", "5"]),
    ("Scouts", ["Owen", "Priya", "Quinn", "Ravi", "Sally"]),
    ("Patrols", ["Badgers", "Curlews", "Kestrels", "Otters", "Swifts"]),
    ("Badges", ["first aid", "cooking", "knots", "map reading", "swimming"]),
    ("Snacks", ["apples", "crisps", "flapjacks", "toffee", "biscuits"]),
]
SOLUTION = [
    ["1", "Owen", "Curlews", "map reading", "toffee"],
    ["2", "Priya", "Otters", "knots", "apples"],
    ["3", "Quinn", "Badgers", "cooking", "flapjacks"],
    ["4", "Ravi", "Swifts", "swimming", "crisps"],
    ["5", "Sally", "Kestrels", "first aid", "biscuits"],
]
CLUES = [
    ("Priya belongs to the Otters, whose tent is next to Owen's.",
     lambda s: s.same("Priya", "Otters") and near(s, "Otters", "Owen")),
    ("The scout from the Kestrels has the first aid badge.", lambda s: s.same("Kestrels", "first aid")),
    ("The scout in the middle tent brought flapjacks.", lambda s: s.n(T, "flapjacks") == 3),
    ("Owen's tent is the first one on the left.", lambda s: s.n(T, "Owen") == 1),
    ("Owen is next to the scout with the knots badge.", lambda s: near(s, "Owen", "knots")),
    ("The cooking badge belongs to the scout who brought flapjacks.", lambda s: s.same("cooking", "flapjacks")),
    ("The Swifts' tent is immediately to the right of the Badgers' tent.", lambda s: s.n(T, "Swifts") == s.n(T, "Badgers") + 1),
    ("The scout who brought toffee has the map reading badge.", lambda s: s.same("toffee", "map reading")),
    ("Sally brought biscuits.", lambda s: s.same("Sally", "biscuits")),
    ("The scout with the swimming badge sleeps next to the scout who brought biscuits.", lambda s: near(s, "swimming", "biscuits")),
    ("Ravi is in the Swifts.", lambda s: s.same("Ravi", "Swifts")),
    ("The apples are in the tent next to Owen's.", lambda s: near(s, "apples", "Owen")),
    ("Quinn is in the Badgers patrol.", lambda s: s.same("Quinn", "Badgers")),
]
QUESTIONS = [("Who brought the crisps?", lambda s: s.v("Scouts", "crisps")),
             ("Which patrol is Owen in?", lambda s: s.v("Patrols", "Owen"))]
NUM = "."
DOT = False
INTRO = ["Five scouts from five different patrols pitched their tents in a row at Bluebell Wood. Each has earned a different badge and each brought a different snack."]
OUTRO = ["The tents are numbered 1 to 5 from left to right as you look at them from the campfire."]
REMARKS = INTRO + OUTRO
