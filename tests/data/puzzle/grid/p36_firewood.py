C = "Cords"
D = "Days"
CATEGORIES = [
    ("Customers", ["Mrs. Kemp", "Mr. Lutz", "Mrs. Nagel", "Mr. Pruett"]),
    ("Woods", ["ash", "hickory", "maple", "oak"]),
    ("Cords", ["1 cord", "2 cords", "3 cords", "4 cords"], [1, 2, 3, 4]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Mrs. Kemp", "oak", "3 cords", "Tuesday"],
    ["Mr. Lutz", "ash", "1 cord", "Thursday"],
    ["Mrs. Nagel", "hickory", "4 cords", "Monday"],
    ["Mr. Pruett", "maple", "2 cords", "Wednesday"],
]
WOMEN = ["Mrs. Kemp", "Mrs. Nagel"]
CLUES = [
    ("The hickory order, the largest of the week, went out on Monday.",
     lambda s: s.n(C, "hickory") == 4 and s.same("hickory", "Monday")),
    ("Mr. Lutz ordered a cord less than the customer whose wood was delivered on Wednesday.",
     lambda s: s.n(C, "Mr. Lutz") == s.n(C, "Wednesday") - 1),
    ("Mrs. Kemp's wood was delivered the day before the maple.",
     lambda s: s.n(D, "Mrs. Kemp") == s.n(D, "maple") - 1),
    ("Neither of the women bought the ash.", lambda s: all(not s.same(w, "ash") for w in WOMEN)),
    ("The oak was not delivered on Thursday.", lambda s: not s.same("oak", "Thursday")),
    ("Mr. Pruett got his load sometime before Mr. Lutz got his.",
     lambda s: s.n(D, "Mr. Pruett") < s.n(D, "Mr. Lutz")),
    ("Mrs. Nagel ordered 2 cords more than Mr. Pruett.", lambda s: s.n(C, "Mrs. Nagel") == s.n(C, "Mr. Pruett") + 2),
    ("Mrs. Kemp's order was smaller than Mrs. Nagel's.", lambda s: s.n(C, "Mrs. Kemp") < s.n(C, "Mrs. Nagel")),
]
QUESTIONS = [("How much wood did Mrs. Kemp order?", lambda s: s.v("Cords", "Mrs. Kemp"))]
NUM = "."
DOT = True
INTRO = ["Hollis Greer split and delivered firewood to four customers last week, one delivery a day from Monday to Thursday. Each customer ordered a different amount of a different kind of wood."]
OUTRO = []
REMARKS = INTRO + OUTRO
