# No category lines: five allotment plots numbered from the gate; scarecrow
# hats as a category; "at opposite ends", "one plot between", "beyond".
H = "Plots"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Plots", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Gardeners", ["Alf", "Bill", "Reg", "Stan", "Wilf"]),
    ("Crops", ["beans", "leeks", "marrows", "onions", "potatoes"]),
    ("Sheds", ["black", "blue", "brown", "green", "red"]),
    ("Hats", ["boater", "bowler", "cap", "top hat", "trilby"]),
]
SOLUTION = [
    ("1", "Wilf", "onions", "green", "cap"),
    ("2", "Reg", "marrows", "brown", "boater"),
    ("3", "Stan", "leeks", "black", "bowler"),
    ("4", "Bill", "potatoes", "blue", "trilby"),
    ("5", "Alf", "beans", "red", "top hat"),
]
CLUES = [
    ("Wilf has the plot nearest the gate.", lambda s: p(s, "Wilf") == 1),
    ("Reg grows marrows.", lambda s: s.same("Reg", "marrows")),
    ("The green shed and the red shed are at opposite ends of the row.", lambda s: {p(s, "green"), p(s, "red")} == {1, 5}),
    ("Reg's plot is the second one from the gate.", lambda s: p(s, "Reg") == 2),
    ("The man who grows onions has dressed his scarecrow in a flat cap.", lambda s: s.same("onions", "cap")),
    ("The potatoes are next to the plot whose scarecrow wears a bowler.", lambda s: nextto(s, "potatoes", "bowler")),
    ("The marrow grower's scarecrow sports a straw boater.", lambda s: s.same("marrows", "boater")),
    ("Stan grows leeks.", lambda s: s.same("Stan", "leeks")),
    ("The marrows are on the plot with the brown shed.", lambda s: s.same("marrows", "brown")),
    ("The leeks grow next to the plot with the boater.", lambda s: nextto(s, "leeks", "boater")),
    ("The beans are on the plot immediately beyond Bill's.", lambda s: p(s, "beans") == p(s, "Bill") + 1),
    ("The top hat is worn by the scarecrow at the opposite end of the row from the green shed.", lambda s: {p(s, "green"), p(s, "top hat")} == {1, 5}),
    ("There is one plot between the black shed and the top hat.", lambda s: abs(p(s, "black") - p(s, "top hat")) == 2),
    ("Alf's shed is not blue.", lambda s: not s.same("Alf", "blue")),
]
QUESTIONS = [("Whose scarecrow wears the trilby?", lambda s: s.v("Gardeners", "trilby"))]
INTRO = ["Five old friends have neighbouring plots on the allotments, numbered 1 to 5 from the gate, so that \"beyond\" means further from the gate. Each grows a different prize crop, each has a shed of a different colour, and each has dressed his scarecrow in a different hat."]
REMARKS = INTRO
