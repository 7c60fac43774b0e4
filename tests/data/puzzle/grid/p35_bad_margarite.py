F = "Floors"
CATEGORIES = [
    ("Residents", ["Ansel", "Marguerite", "Odalys", "Tobin"]),
    ("Floors", ["2nd floor", "4th floor", "6th floor", "8th floor"], [2, 4, 6, 8]),
    ("Plants", ["fern", "fiddle-leaf fig", "monstera", "snake plant"]),
]
CLUES = [
    ("The monstera is on the top floor.", lambda s: s.n(F, "monstera") == 8),
    ("Ansel lives two floors below the fern.", lambda s: s.n(F, "Ansel") == s.n(F, "fern") - 2),
    ("Tobin lives on the 8th floor.", lambda s: s.n(F, "Tobin") == 8),
    ("Odalys lives higher up than both Ansel and Marguerite.",
     lambda s: s.n(F, "Odalys") > s.n(F, "Ansel") and s.n(F, "Odalys") > s.n(F, "Marguerite")),
    ("The snake plant isn't on the 2nd floor.", lambda s: not s.same("snake plant", "2nd floor")),
]
BAD = (4, "Margarite keeps the fiddle-leaf fig.")
REFUSED = {BAD[1]: {
    "'Marguerite keeps the fiddle-leaf fig'": lambda s: s.same("Marguerite", "fiddle-leaf fig"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four residents of the same apartment building each keep one houseplant on their balcony."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Margarite keeps the fiddle-leaf fig.", must be refused: no resident
is called Margarite. The list has Marguerite, and the clue may be a misprint for
her, but a reader cannot know that. Without the clue the puzzle has two
solutions; read as "Marguerite keeps the fiddle-leaf fig" it gives one of them,
a confident answer resting on a guessed name."""
