P = "Positions"
CATEGORIES = [
    ("Players", ["Hana", "Iris", "Jade", "Kim"]),
    ("Clubs", ["Eastside", "Northgate", "Riverside", "Westfield"]),
    ("Positions", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
    ("Racquets", ["black", "blue", "red", "white"]),
]
SOLUTION = [
    ["Hana", "Riverside", "2nd", "red"],
    ["Iris", "Westfield", "4th", "black"],
    ["Jade", "Eastside", "1st", "white"],
    ["Kim", "Northgate", "3rd", "blue"],
]
CLUES = [
    ("Jade finished top of the league.", lambda s: s.n(P, "Jade") == 1),
    ("Hana is a member of the Riverside club.", lambda s: s.same("Hana", "Riverside")),
    ("The player with the red racquet finished one place above Kim.",
     lambda s: s.n(P, "red") == s.n(P, "Kim") - 1),
    ("Iris plays for Westfield.", lambda s: s.same("Iris", "Westfield")),
    ("The Eastside player doesn't use a blue or a black racquet.",
     lambda s: not s.same("Eastside", "blue") and not s.same("Eastside", "black")),
    ("The Northgate player came third.", lambda s: s.same("Northgate", "3rd")),
    ("Iris finished below the player with the blue racquet.", lambda s: s.n(P, "Iris") > s.n(P, "blue")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
