H = "Hours"
CATEGORIES = [
    ("Customers", ["Fenella", "Gareth", "Hamish", "Imogen", "Jasper"]),
    ("Canoes", ["green", "orange", "purple", "red", "yellow"]),
    ("Hours", ["1 hour", "2 hours", "3 hours", "4 hours", "5 hours"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Fenella", "purple", "3 hours"],
    ["Gareth", "yellow", "1 hour"],
    ["Hamish", "red", "5 hours"],
    ["Imogen", "green", "2 hours"],
    ["Jasper", "orange", "4 hours"],
]
CLUES = [
    ("The red canoe was out for three hours longer than Imogen's.",
     lambda s: s.n(H, "red") == s.n(H, "Imogen") + 3),
    ("Gareth, who didn't take the orange canoe, had his out for the shortest time.",
     lambda s: not s.same("Gareth", "orange") and s.n(H, "Gareth") == 1),
    ("The orange canoe was hired by either Fenella or Jasper.",
     lambda s: s.same("orange", "Fenella") or s.same("orange", "Jasper")),
    ("The purple canoe was hired for one hour less than the orange one.",
     lambda s: s.n(H, "purple") == s.n(H, "orange") - 1),
    ("Imogen didn't take the yellow canoe, and Hamish didn't take the green one.",
     lambda s: not s.same("Imogen", "yellow") and not s.same("Hamish", "green")),
    ("Fenella stayed on the water longer than Imogen but not as long as Jasper.",
     lambda s: s.n(H, "Imogen") < s.n(H, "Fenella") < s.n(H, "Jasper")),
    ("Of the yellow canoe and the green canoe, one was hired by Gareth and the other for two hours.",
     lambda s: (s.same("yellow", "Gareth") and s.same("green", "2 hours")) or (s.same("green", "Gareth") and s.same("yellow", "2 hours"))),
    ("Jasper didn't take the red canoe, which was out longer than any other.",
     lambda s: not s.same("Jasper", "red") and s.n(H, "red") == 5),
]
QUESTIONS = [("Who hired the purple canoe?", lambda s: s.v("Customers", "purple"))]
NUM = ")"
DOT = True
INTRO = ["Five people each hired a different canoe from the boathouse on the same afternoon, each for a different whole number of hours."]
OUTRO = []
REMARKS = INTRO + OUTRO
