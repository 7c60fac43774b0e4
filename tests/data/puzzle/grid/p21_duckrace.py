P = "Places"
CATEGORIES = [
    ("Children", ["Amy", "Ben", "Cara", "Dan", "Eve"]),
    ("Ducks", ["Admiral", "Bubbles", "Captain Quack", "Dilly", "Puddle"]),
    ("Ribbons", ["blue", "orange", "pink", "white", "yellow"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th"]),
]
SOLUTION = [
    ["Amy", "Puddle", "pink", "2nd"],
    ["Ben", "Admiral", "yellow", "5th"],
    ["Cara", "Dilly", "blue", "1st"],
    ["Dan", "Bubbles", "white", "4th"],
    ["Eve", "Captain Quack", "orange", "3rd"],
]
CLUES = [
    ("Dilly, who wore the blue ribbon, beat every other duck.",
     lambda s: s.same("Dilly", "blue") and s.n(P, "Dilly") == 1),
    ("Ben's duck came last, one place behind the duck in the white ribbon.",
     lambda s: s.n(P, "Ben") == 5 and s.n(P, "white") == 4),
    ("Captain Quack crossed the line immediately behind Amy's duck.",
     lambda s: s.n(P, "Captain Quack") == s.n(P, "Amy") + 1),
    ("The yellow ribbon was on neither Bubbles nor Puddle.",
     lambda s: not s.same("yellow", "Bubbles") and not s.same("yellow", "Puddle")),
    ("Eve's duck finished two places behind Cara's.", lambda s: s.n(P, "Eve") == s.n(P, "Cara") + 2),
    ("Dan's duck was neither Admiral nor Puddle.",
     lambda s: not s.same("Dan", "Admiral") and not s.same("Dan", "Puddle")),
    ("Cara sponsored Dilly, and Amy's duck wore the pink ribbon.",
     lambda s: s.same("Cara", "Dilly") and s.same("Amy", "pink")),
    ("Eve's duck wore the orange ribbon.", lambda s: s.same("Eve", "orange")),
]
QUESTIONS = [("Which duck did Dan sponsor?", lambda s: s.v("Ducks", "Dan"))]
NUM = ")"
DOT = True
INTRO = ["Quackers",
         "At the Whitsun fete in Lower Marsh, five children each sponsored a plastic duck in the race down the mill stream. "
         "Each duck had a different name and wore a different coloured ribbon, and they crossed the line in five different places."]
OUTRO = []
REMARKS = INTRO + OUTRO
