D = "Dates"
CATEGORIES = [
    ("Graduates", ["Ines", "Jamal", "Keira", "Luca"]),
    ("Dates", ["June 5", "June 6", "June 7", "June 8"], [5, 6, 7, 8]),
    ("Food", ["barbecue", "pizza", "sushi", "tacos"]),
]
SOLUTION = [
    ["Ines", "June 7", "tacos"],
    ["Jamal", "June 5", "pizza"],
    ["Keira", "June 8", "barbecue"],
    ["Luca", "June 6", "sushi"],
]
CLUES = [
    ("The party with tacos was held 2 days after Jamal's.", lambda s: s.n(D, "tacos") == s.n(D, "Jamal") + 2),
    ("Keira's party was the last of the four.", lambda s: s.n(D, "Keira") == 8),
    ("Luca's party wasn't the one with pizza.", lambda s: not s.same("Luca", "pizza")),
    ("Ines's party was the day after Luca's.", lambda s: s.n(D, "Ines") == s.n(D, "Luca") + 1),
    ("The pizza party was held 3 days before the barbecue.", lambda s: s.n(D, "pizza") == s.n(D, "barbecue") - 3),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
