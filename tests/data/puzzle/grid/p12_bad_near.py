# Clue 4, "Ruth's house is near the yellow house.": "near" gives no
# distance; next to and two doors away give different answers.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Names", ["Ruth", "Sam", "Tess", "Vic"]),
    ("Colours", ["blue", "grey", "pink", "yellow"]),
    ("Drinks", ["cocoa", "coffee", "juice", "tea"]),
]
INTRO = ["Four neighbours live in four houses in a row, numbered 1 to 4 from left to right."]
CLUES = [
    ("Sam lives in house 1.", lambda s: h(s, "Sam") == 1),
    ("The yellow house is at the right-hand end.", lambda s: h(s, "yellow") == 4),
    ("Tess drinks cocoa.", lambda s: s.same("Tess", "cocoa")),
    ("Sam's house is pink.", lambda s: s.same("Sam", "pink")),
    ("The grey house is next to the yellow house.", lambda s: nextto(s, "grey", "yellow")),
    ("Vic lives in the yellow house.", lambda s: s.same("Vic", "yellow")),
    ("The juice drinker lives in the yellow house.", lambda s: s.same("juice", "yellow")),
    ("Sam drinks tea.", lambda s: s.same("Sam", "tea")),
    ("Ruth drinks coffee.", lambda s: s.same("Ruth", "coffee")),
    ("The blue house is not at either end of the row.", lambda s: h(s, "blue") not in (1, 4)),
]
BAD = "Ruth's house is near the yellow house."
ORDER = [c[0] for c in CLUES[:3]] + [BAD] + [c[0] for c in CLUES[3:]]
REFUSED = {
    BAD: {
        "next to": lambda s: nextto(s, "Ruth", "yellow"),
        "two doors away": lambda s: abs(h(s, "Ruth") - h(s, "yellow")) == 2,
        "at most two doors away": lambda s: 1 <= abs(h(s, "Ruth") - h(s, "yellow")) <= 2,
    },
}
EXPECT = 2
QUESTIONS = [("Who lives in the grey house?", None)]
REMARKS = INTRO
