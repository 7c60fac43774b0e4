C = "Cents"
CATEGORIES = [
    ("Children", ["Artie", "Bonnie", "Effie", "Wally"]),
    ("Candies", ["jawbreakers", "licorice whips", "root beer barrels", "wax lips"]),
    ("Cents", ["3 cents", "5 cents", "7 cents", "9 cents"], [3, 5, 7, 9]),
]
SOLUTION = [
    ["Artie", "licorice whips", "7 cents"],
    ["Bonnie", "wax lips", "3 cents"],
    ["Effie", "jawbreakers", "9 cents"],
    ["Wally", "root beer barrels", "5 cents"],
]
CLUES = [
    ("Effie spent the most.", lambda s: s.n(C, "Effie") == 9),
    ("Wally spent 2 cents more than the child who bought wax lips.", lambda s: s.n(C, "Wally") == s.n(C, "wax lips") + 2),
    ("The jawbreakers cost 2 cents more than Artie's candy.", lambda s: s.n(C, "jawbreakers") == s.n(C, "Artie") + 2),
    ("Bonnie didn't buy the root beer barrels.", lambda s: not s.same("Bonnie", "root beer barrels")),
    ("Artie spent more than Wally.", lambda s: s.n(C, "Artie") > s.n(C, "Wally")),
    ("The licorice whips cost more than the root beer barrels.", lambda s: s.n(C, "licorice whips") > s.n(C, "root beer barrels")),
]
QUESTIONS = [("What did Wally buy?", lambda s: s.v("Candies", "Wally"))]
NUM = "."
DOT = False
INTRO = ["On a hot Saturday in 1949, four children walked to Mr. Pruett's general store with their pennies. Each bought a different kind of candy and spent a different amount. From the clues, can you determine what each child bought and how much each spent?"]
OUTRO = []
REMARKS = INTRO + OUTRO
