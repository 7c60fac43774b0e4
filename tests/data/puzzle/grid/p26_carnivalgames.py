P = "Spent"
CATEGORIES = [
    ("Kids", ["Bobby", "Cindy", "Marcy", "Tommy"]),
    ("Games", ["balloon darts", "bottle toss", "duck pond", "ring toss"]),
    ("Spent", ["$1.50", "$2.25", "$3.00", "$3.75"], [150, 225, 300, 375]),
]
SOLUTION = [
    ["Bobby", "ring toss", "$3.00"],
    ["Cindy", "balloon darts", "$1.50"],
    ["Marcy", "duck pond", "$3.75"],
    ["Tommy", "bottle toss", "$2.25"],
]
CLUES = [
    ("Cindy spent less than anyone else.", lambda s: s.n(P, "Cindy") == 150),
    ("The child who won at the ring toss spent 75 cents more than Tommy.", lambda s: s.n(P, "ring toss") == s.n(P, "Tommy") + 75),
    ("Marcy didn't play balloon darts or the bottle toss.",
     lambda s: not s.same("Marcy", "balloon darts") and not s.same("Marcy", "bottle toss")),
    ("The winner at the duck pond spent $3.75.", lambda s: s.same("duck pond", "$3.75")),
    ("Tommy didn't win at balloon darts.", lambda s: not s.same("Tommy", "balloon darts")),
    ("Bobby spent less than Marcy.", lambda s: s.n(P, "Bobby") < s.n(P, "Marcy")),
]
NUM = "."
DOT = False
INTRO = [
    "Midway Winners",
    "Four kids each won a stuffed animal on the midway at the Harvest Days carnival. Each won it at a different game after spending a different amount on tickets. Determine the game each child won at and how much each spent.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
