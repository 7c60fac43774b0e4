F, D, T, K = "Families", "Dishes", "Arrival times", "Children"
CATEGORIES = [
    (F, ["Bauer", "Cole", "Duval", "Engel", "Frye"]),
    (D, ["baked beans", "coleslaw", "deviled eggs", "fried chicken", "potato salad"]),
    (T, ["11:00", "11:15", "11:30", "11:45", "12:00"], [660, 675, 690, 705, 720]),
    (K, ["1 child", "2 children", "3 children", "4 children", "5 children"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Bauer", "potato salad", "11:30", "3 children"],
    ["Cole", "fried chicken", "11:00", "2 children"],
    ["Duval", "baked beans", "12:00", "5 children"],
    ["Engel", "deviled eggs", "11:15", "1 child"],
    ["Frye", "coleslaw", "11:45", "4 children"],
]
CLUES = [
    ("The Coles were the first family to arrive.", lambda s: s.n(T, "Cole") == 660),
    ("The family with five children arrived 30 minutes after the Bauers.", lambda s: s.n(T, "5 children") == s.n(T, "Bauer") + 30),
    ("The Engels, who have only one child, came 15 minutes after the family that brought fried chicken.",
     lambda s: s.same("Engel", "1 child") and s.n(T, "Engel") == s.n(T, "fried chicken") + 15),
    ("The Fryes have one child fewer than the Duvals.", lambda s: s.n(K, "Frye") == s.n(K, "Duval") - 1),
    ("Neither the Bauers nor the family with 2 children brought the baked beans or the coleslaw.",
     lambda s: not s.same("Bauer", "2 children") and all(not s.same(a, b) for a in ["Bauer", "2 children"] for b in ["baked beans", "coleslaw"])),
    ("The deviled eggs got to the picnic before the potato salad.", lambda s: s.n(T, "deviled eggs") < s.n(T, "potato salad")),
    ("The Duval family, who arrived last, didn't bring the coleslaw.",
     lambda s: s.n(T, "Duval") == 720 and not s.same("Duval", "coleslaw")),
    ("The Bauers have more children than the Coles.", lambda s: s.n(K, "Bauer") > s.n(K, "Cole")),
    ("The coleslaw arrived half an hour after the Engels did.", lambda s: s.n(T, "coleslaw") == s.n(T, "Engel") + 30),
    ("The Engels brought neither the baked beans nor the potato salad.",
     lambda s: not s.same("Engel", "baked beans") and not s.same("Engel", "potato salad")),
]
NUM = "."
DOT = False
INTRO = ["Five families from Grace Church drove out to Miller's Grove for the Sunday picnic.",
         "Each family brought a different dish and arrived at a different time between 11:00 and noon, a quarter of an hour apart.",
         "Find each family's dish, arrival time, and number of children."]
OUTRO = []
REMARKS = INTRO + OUTRO
