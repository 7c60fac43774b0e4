Z = "Sizes"
CATEGORIES = [
    ("Kids", ["Anouk", "Bilal", "Cosima", "Elodie"]),
    ("Flavors", ["blue raspberry", "cherry", "grape", "lime"]),
    ("Sizes", ["small", "medium", "large", "jumbo"], [1, 2, 3, 4]),
    ("Toppings", ["condensed milk", "gummy bears", "sprinkles", "whipped cream"]),
]
SOLUTION = [
    ["Anouk", "lime", "large", "sprinkles"],
    ["Bilal", "cherry", "small", "whipped cream"],
    ["Cosima", "grape", "jumbo", "gummy bears"],
    ["Elodie", "blue raspberry", "medium", "condensed milk"],
]
CLUES = [
    ("Bilal's snow cone was smaller than Elodie's.", lambda s: s.n(Z, "Bilal") < s.n(Z, "Elodie")),
    ("The grape cone was the biggest of the four.", lambda s: s.same("grape", "jumbo")),
    ("The cone with sprinkles was one size larger than the blue raspberry cone.", lambda s: s.n(Z, "sprinkles") == s.n(Z, "blue raspberry") + 1),
    ("Of Cosima and the kid who ordered cherry, one got gummy bears and the other got whipped cream.",
     lambda s: not s.same("Cosima", "cherry") and (
         (s.same("Cosima", "gummy bears") and s.same("cherry", "whipped cream")) or
         (s.same("cherry", "gummy bears") and s.same("Cosima", "whipped cream")))),
    ("Anouk didn't get condensed milk.", lambda s: not s.same("Anouk", "condensed milk")),
    ("Elodie's cone, a medium, had condensed milk on it.",
     lambda s: s.same("Elodie", "medium") and s.same("Elodie", "condensed milk")),
    ("Cosima ordered grape.", lambda s: s.same("Cosima", "grape")),
    ("There was no whipped cream on the jumbo cone.", lambda s: not s.same("whipped cream", "jumbo")),
]
QUESTIONS = [("Who ordered the lime snow cone?", lambda s: s.v("Kids", "lime"))]
NUM = None
DOT = False
INTRO = ["The snow cone stand sells four sizes: small, medium, large and jumbo."]
OUTRO = []
REMARKS = INTRO + OUTRO
