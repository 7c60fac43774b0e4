# Classic text without category lines: the intro names the kinds of thing but
# no values; every value is named in a clue or a question.
H = "Wagons"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Wagons", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Performers", ["Anya", "Boris", "Carla", "Dario", "Elke"]),
    ("Colours", ["gold", "purple", "scarlet", "silver", "turquoise"]),
    ("Animals", ["camel", "llama", "parrot", "poodle", "sea lion"]),
    ("Snacks", ["candyfloss", "doughnuts", "peanuts", "popcorn", "toffee apples"]),
]
SOLUTION = [
    ("1", "Boris", "scarlet", "poodle", "popcorn"),
    ("2", "Elke", "silver", "llama", "peanuts"),
    ("3", "Anya", "gold", "camel", "doughnuts"),
    ("4", "Dario", "turquoise", "parrot", "candyfloss"),
    ("5", "Carla", "purple", "sea lion", "toffee apples"),
]
INTRO = ["Five circus performers live in five painted wagons parked in a row, numbered 1 to 5 from left to right. Each wagon is a different colour, and each performer looks after a different animal and has a different favourite snack."]
CLUES = [
    ("Anya lives in the gold wagon.", lambda s: s.same("Anya", "gold")),
    ("The poodle lives in wagon 1.", lambda s: h(s, "poodle") == 1),
    ("Boris eats popcorn.", lambda s: s.same("Boris", "popcorn")),
    ("The gold wagon is in the middle.", lambda s: h(s, "gold") == 3),
    ("Carla's wagon is at the right-hand end.", lambda s: h(s, "Carla") == 5),
    ("The silver wagon is immediately to the left of Anya's wagon.", lambda s: h(s, "silver") + 1 == h(s, "Anya")),
    ("The parrot lives in the turquoise wagon.", lambda s: s.same("parrot", "turquoise")),
    ("Doughnuts are eaten where the camel lives.", lambda s: s.same("doughnuts", "camel")),
    ("The llama's keeper eats peanuts.", lambda s: s.same("llama", "peanuts")),
    ("Dario does not live next to Boris.", lambda s: not nextto(s, "Dario", "Boris")),
    ("The purple wagon is next to the turquoise wagon.", lambda s: nextto(s, "purple", "turquoise")),
    ("Elke lives next to Boris.", lambda s: nextto(s, "Elke", "Boris")),
    ("Candyfloss is eaten in wagon 4.", lambda s: h(s, "candyfloss") == 4),
    ("The scarlet wagon is at the left-hand end.", lambda s: h(s, "scarlet") == 1),
    ("Carla eats toffee apples.", lambda s: s.same("Carla", "toffee apples")),
    ("Boris lives in the scarlet wagon.", lambda s: s.same("Boris", "scarlet")),
    ("Carla's wagon is not turquoise.", lambda s: not s.same("Carla", "turquoise")),
    ("The camel's wagon is next to the parrot's wagon.", lambda s: nextto(s, "camel", "parrot")),
]
QUESTIONS = [("Who keeps the sea lion?", lambda s: s.v("Performers", "sea lion")),
             ("Who keeps the llama?", lambda s: s.v("Performers", "llama"))]
REMARKS = INTRO
