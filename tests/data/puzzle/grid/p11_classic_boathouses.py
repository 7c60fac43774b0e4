# Five-houses style with category lines; positions 1 ... 5 from left to right.
H = "Boathouses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
DOT = True
CATEGORIES = [
    ("Boathouses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Rowers", ["Fintan", "Greer", "Ilka", "Lars", "Mireille"]),
    ("Boats", ["canoe", "dinghy", "kayak", "punt", "skiff"]),
    ("Doors", ["blue", "green", "orange", "red", "white"]),
    ("Snacks", ["apples", "crisps", "flapjack", "pasties", "scones"]),
]
SOLUTION = [
    ("1", "Ilka", "punt", "green", "scones"),
    ("2", "Lars", "skiff", "white", "pasties"),
    ("3", "Greer", "canoe", "red", "apples"),
    ("4", "Mireille", "dinghy", "blue", "crisps"),
    ("5", "Fintan", "kayak", "orange", "flapjack"),
]
INTRO = ["Five boathouses stand side by side on the river bank, numbered 1 to 5 from left to right as you face them from the water. Each belongs to a different rower, has a different colour of door, and holds a different boat; each rower also brings a different snack on the Sunday outing."]
CLUES = [
    ("Greer's boathouse is the middle one.", lambda s: h(s, "Greer") == 3),
    ("The canoe is kept behind the red door.", lambda s: s.same("canoe", "red")),
    ("Fintan's boathouse is at one end of the row, and its door is not green.", lambda s: h(s, "Fintan") in (1, 5) and not s.same("Fintan", "green")),
    ("The punt is kept somewhere to the left of the skiff.", lambda s: h(s, "punt") < h(s, "skiff")),
    ("The rower who brings scones has the boathouse next to the white one.", lambda s: nextto(s, "scones", "white")),
    ("Mireille's boathouse is immediately to the right of the red one.", lambda s: h(s, "Mireille") == h(s, "red") + 1),
    ("The kayak is in the boathouse with the orange door.", lambda s: s.same("kayak", "orange")),
    ("Lars keeps the skiff.", lambda s: s.same("Lars", "skiff")),
    ("The pasties are brought by the rower two boathouses away from the one who brings crisps.", lambda s: abs(h(s, "pasties") - h(s, "crisps")) == 2),
    ("The blue door is between the red door and the orange door.", lambda s: min(h(s, "red"), h(s, "orange")) < h(s, "blue") < max(h(s, "red"), h(s, "orange"))),
    ("Ilka brings neither the apples nor the flapjack.", lambda s: not s.same("Ilka", "apples") and not s.same("Ilka", "flapjack")),
    ("Whoever keeps the kayak brings the flapjack.", lambda s: s.same("kayak", "flapjack")),
    ("Ilka and Fintan have the boathouses at the two ends of the row.", lambda s: {h(s, "Ilka"), h(s, "Fintan")} == {1, 5}),
    ("Lars's boathouse is next to Ilka's.", lambda s: nextto(s, "Lars", "Ilka")),
    ("The boathouse with the green door is at the left-hand end of the row.", lambda s: h(s, "green") == 1),
    ("Lars does not bring the crisps.", lambda s: not s.same("Lars", "crisps")),
]
QUESTIONS = [("Who brings the crisps?", lambda s: s.v("Rowers", "crisps"))]
REMARKS = INTRO
