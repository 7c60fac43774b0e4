# Category lines.  Statement 6, "Gus works near the artist who keeps the
# goose", gives a distance the puzzle needs but does not say how near "near"
# is: as "next door" it gives a unique solution, as "within two studios" it
# leaves five of the eight solutions of the other statements.
H = "Studio"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORIES = [
    ("Studio", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Artist", ["Bea", "Cal", "Dot", "Gus", "Ivo"]),
    ("Medium", ["charcoal", "clay", "glass", "oils", "watercolour"]),
    ("Door", ["blue", "green", "orange", "red", "yellow"]),
    ("Pet", ["cat", "dog", "goose", "hen", "rabbit"]),
]
CLUES = [
    ("Dot has studio 1.", lambda s: p(s, "Dot") == 1),
    ("Gus paints in oils.", lambda s: s.same("Gus", "oils")),
    ("The cat lives behind the green door.", lambda s: s.same("green", "cat")),
    ("The watercolour painter's studio is immediately to the right of the one with the blue door.", lambda s: p(s, "watercolour") == p(s, "blue") + 1),
    ("The studio where oils are used is next to the yellow door.", lambda s: nextto(s, "oils", "yellow")),
    ("The red door is the dog's.", lambda s: s.same("red", "dog")),
    ("The green door is at one end of the row.", lambda s: p(s, "green") in (1, 5)),
    ("The dog's studio is immediately to the right of the green door.", lambda s: p(s, "dog") == p(s, "green") + 1),
    ("The charcoal artist is next door to the rabbit.", lambda s: nextto(s, "charcoal", "rabbit")),
    ("Ivo works next to the watercolour painter.", lambda s: nextto(s, "Ivo", "watercolour")),
    ("Bea works in glass.", lambda s: s.same("Bea", "glass")),
]
REFUSED = {
    "Gus works near the artist who keeps the goose.": {
        "near = next door": lambda s: nextto(s, "Gus", "goose"),
        "near = at most two studios away": lambda s: 1 <= abs(p(s, "Gus") - p(s, "goose")) <= 2,
    },
}
TEXT_ORDER = 6  # where the refused statement stands in the text
EXPECT = 8  # without statement 6
QUESTIONS = [("Who keeps the goose?", lambda s: s.v("Artist", "goose"))]
INTRO = ["Five artists rent the five studios of an old stable block, numbered 1 to 5 from left to right."]
REMARKS = INTRO
