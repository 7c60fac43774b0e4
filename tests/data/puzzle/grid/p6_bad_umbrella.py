# Clue 2, "The person with the blue umbrella arrived at 8:10am.", names a value
# that is in no category: the umbrellas are black, green, red and yellow.
T = "Arrivals"
def t(s, x):
    return s.n(T, x)
CATEGORIES = [
    ("People", ["Ada", "Bram", "Cleo", "Dov"]),
    ("Umbrellas", ["black", "green", "red", "yellow"]),
    ("Arrivals", ["8:00am", "8:10am", "8:20am", "8:30am"], [480, 490, 500, 510]),
]
CLUES = [
    ("Ada arrived 20 minutes before Cleo.", lambda s: t(s, "Ada") == t(s, "Cleo") - 20),
    ("The person with the red umbrella arrived last.", lambda s: t(s, "red") == 510),
    ("Bram's umbrella is not black.", lambda s: not s.same("Bram", "black")),
    ("Dov arrived before Bram.", lambda s: t(s, "Dov") < t(s, "Bram")),
    ("The yellow umbrella did not arrive first.", lambda s: t(s, "yellow") != 480),
    ("Cleo's umbrella isn't yellow.", lambda s: not s.same("Cleo", "yellow")),
]
REFUSED = {
    "The person with the blue umbrella arrived at 8:10am.": {
        "as black": lambda s: t(s, "black") == 490,
        "as green": lambda s: t(s, "green") == 490,
        "as red": lambda s: t(s, "red") == 490,
        "as yellow": lambda s: t(s, "yellow") == 490,
    },
}
EXPECT = 5
QUESTIONS = [("Whose umbrella is green?", None)]
