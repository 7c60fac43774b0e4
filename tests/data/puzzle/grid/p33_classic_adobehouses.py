# No category lines: the text names every value in its statements or question.
H = "Houses"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Owners", ["Alma", "Benito", "Consuelo", "Diego", "Esperanza"]),
    ("Doors", ["blue", "green", "orange", "purple", "turquoise"]),
    ("Crops", ["beans", "chilies", "corn", "melons", "squash"]),
    ("Animals", ["burro", "goat", "llama", "pig", "sheep"]),
]
SOLUTION = [
    ["1", "Benito", "turquoise", "corn", "goat"],
    ["2", "Esperanza", "blue", "chilies", "burro"],
    ["3", "Alma", "green", "squash", "sheep"],
    ["4", "Diego", "orange", "beans", "pig"],
    ["5", "Consuelo", "purple", "melons", "llama"],
]
CLUES = [
    ("There are five adobe houses in a row, each with a different door color.", lambda s: True),
    ("Alma lives in the middle house.", lambda s: s.n(H, "Alma") == 3),
    ("Benito lives in the first house.", lambda s: s.n(H, "Benito") == 1),
    ("The house with the blue door is next to Benito's.", lambda s: near(s, "blue", "Benito")),
    ("Corn is grown at the house with the turquoise door.", lambda s: s.same("corn", "turquoise")),
    ("Esperanza keeps a burro.", lambda s: s.same("Esperanza", "burro")),
    ("The green door is immediately to the left of the orange door.",
     lambda s: s.n(H, "green") == s.n(H, "orange") - 1),
    ("Diego grows beans.", lambda s: s.same("Diego", "beans")),
    ("The goat is kept at the house where corn is grown.", lambda s: s.same("goat", "corn")),
    ("Consuelo's door is purple.", lambda s: s.same("Consuelo", "purple")),
    ("The melon grower keeps a llama.", lambda s: s.same("melons", "llama")),
    ("The squash grower lives between the chili grower and the bean grower.",
     lambda s: min(s.n(H, "chilies"), s.n(H, "beans")) < s.n(H, "squash") < max(s.n(H, "chilies"), s.n(H, "beans"))),
    ("The pig is kept next door to the llama.", lambda s: near(s, "pig", "llama")),
    ("Chilies are grown next door to the turquoise door.", lambda s: near(s, "chilies", "turquoise")),
]
QUESTIONS = [("Who keeps the sheep?", lambda s: s.v("Owners", "sheep"))]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["Each household grows one crop and keeps one animal, all different. The first house is the one on the left, and left means your left as you face the houses."]
REMARKS = INTRO + OUTRO
