# Category lines.  Statement 7, "The Finn's house is larger than the Greek's",
# compares the sizes of houses, which no category records (the houses are only
# numbered).  Read as "higher-numbered" it gives one unique solution, read as
# "lower-numbered" another; without it the puzzle has two solutions.
H = "House"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORIES = [
    ("House", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Nationality", ["Dane", "Finn", "Greek", "Maltese", "Scot"]),
    ("Colour", ["blue", "green", "red", "white", "yellow"]),
    ("Pet", ["cat", "dog", "hamster", "parrot", "rabbit"]),
    ("Drink", ["cocoa", "coffee", "juice", "milk", "tea"]),
]
CLUES = [
    ("The dog lives in the white house.", lambda s: s.same("white", "dog")),
    ("The hamster's owner drinks cocoa.", lambda s: s.same("hamster", "cocoa")),
    ("The Maltese lives next door to the milk drinker.", lambda s: nextto(s, "Maltese", "milk")),
    ("The tea drinker and the coffee drinker are neighbours.", lambda s: nextto(s, "tea", "coffee")),
    ("The Finn keeps a parrot.", lambda s: s.same("Finn", "parrot")),
    ("Juice is drunk in the yellow house.", lambda s: s.same("yellow", "juice")),
    ("The Finn lives next to the Dane.", lambda s: nextto(s, "Finn", "Dane")),
    ("The Maltese owns the dog.", lambda s: s.same("Maltese", "dog")),
    ("Coffee is drunk in house 2.", lambda s: p(s, "coffee") == 2),
    ("The Greek lives in the red house.", lambda s: s.same("Greek", "red")),
    ("The parrot lives in the blue house.", lambda s: s.same("blue", "parrot")),
    ("The yellow house is immediately to the right of the blue one.", lambda s: p(s, "yellow") == p(s, "blue") + 1),
    ("The cat's owner drinks tea.", lambda s: s.same("cat", "tea")),
]
REFUSED = {
    "The Finn's house is larger than the Greek's.": {
        "larger = higher-numbered": lambda s: p(s, "Finn") > p(s, "Greek"),
        "larger = lower-numbered": lambda s: p(s, "Finn") < p(s, "Greek"),
    },
}
TEXT_ORDER = 7  # where the refused statement stands in the text
EXPECT = 2  # without statement 7
QUESTIONS = [("In which house does the Greek live?", lambda s: s.v("House", "Greek"))]
INTRO = ["Five houses stand in a row, numbered 1 to 5 from left to right."]
REMARKS = INTRO
