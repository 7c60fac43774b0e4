T = "Tents"
def near(s, a, b):
    return abs(s.n(T, a) - s.n(T, b)) == 1
CATEGORIES = [
    ("Tents", ["1", "2", "3", "4"]),
    ("Campers", ["Fenella", "Gustav", "Hiroshi", "Imelda"]),
    ("Colors", ["gray", "orange", "purple", "yellow"]),
    ("Breakfasts", ["bagels", "eggs", "oatmeal", "pancakes"]),
    ("Dogs", ["collie", "poodle", "pug", "terrier"]),
]
SOLUTION = [
    ["1", "Gustav", "orange", "eggs", "collie"],
    ["2", "Imelda", "gray", "pancakes", "pug"],
    ["3", "Fenella", "yellow", "oatmeal", "terrier"],
    ["4", "Hiroshi", "purple", "bagels", "poodle"],
]
CLUES = [
    ("Fenella's tent is yellow.", lambda s: s.same("Fenella", "yellow")),
    ("The gray tent is immediately to the left of the yellow tent.", lambda s: s.n(T, "gray") == s.n(T, "yellow") - 1),
    ("Gustav is in the first tent.", lambda s: s.n(T, "Gustav") == 1),
    ("The camper who eats pancakes owns the pug.", lambda s: s.same("pancakes", "pug")),
    ("Hiroshi eats bagels.", lambda s: s.same("Hiroshi", "bagels")),
    ("The collie's owner sleeps next to the pug's owner.", lambda s: near(s, "collie", "pug")),
    ("The orange tent is at one end of the row.", lambda s: s.n(T, "orange") in (1, 4)),
    ("Oatmeal is eaten in the yellow tent.", lambda s: s.same("oatmeal", "yellow")),
    ("The terrier's tent is next to the poodle's tent.", lambda s: near(s, "terrier", "poodle")),
    ("Imelda's tent is next to Gustav's.", lambda s: near(s, "Imelda", "Gustav")),
    ("Hiroshi's tent is purple.", lambda s: s.same("Hiroshi", "purple")),
    ("The camper in the orange tent eats eggs.", lambda s: s.same("orange", "eggs")),
    ("Hiroshi doesn't own the terrier.", lambda s: not s.same("Hiroshi", "terrier")),
]
QUESTIONS = [
    ("Who owns the pug?", lambda s: s.v("Campers", "pug")),
    ("Who eats eggs?", lambda s: s.v("Campers", "eggs")),
]
NUM = None
DOT = False
INTRO = ["Four campers have pitched their tents in a row, numbered 1 to 4 from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
