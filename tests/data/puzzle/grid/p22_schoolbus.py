R = "Rows"
CATEGORIES = [
    ("Children", ["Jade", "Kyle", "Leah", "Max"]),
    ("Backpacks", ["blue", "orange", "purple", "red"]),
    ("Rows", ["row 1", "row 2", "row 3", "row 4"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Jade", "purple", "row 3"],
    ["Kyle", "red", "row 1"],
    ["Leah", "orange", "row 4"],
    ["Max", "blue", "row 2"],
]
CLUES = [
    ("Kyle sat in the front row.", lambda s: s.n(R, "Kyle") == 1),
    ("The child with the orange backpack sat right at the back.", lambda s: s.n(R, "orange") == 4),
    ("Max sat directly in front of Jade.", lambda s: s.n(R, "Max") == s.n(R, "Jade") - 1),
    ("Leah sat somewhere behind Jade.", lambda s: s.n(R, "Leah") > s.n(R, "Jade")),
    ("Max's backpack is neither red nor purple.", lambda s: not s.same("Max", "red") and not s.same("Max", "purple")),
    ("The red backpack isn't Jade's.", lambda s: not s.same("Jade", "red")),
]
QUESTIONS = [
    ("Who sat in row 2?", lambda s: s.v("Children", "row 2")),
    ("What colour is Jade's backpack?", lambda s: s.v("Backpacks", "Jade")),
]
NUM = None
DOT = False
INTRO = ["On the school trip, four children each had a row of the little bus to themselves. Row 1 is at the front of the bus and row 4 at the back."]
OUTRO = []
REMARKS = INTRO + OUTRO
