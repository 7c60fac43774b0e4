# Category lines, classic six-category house puzzle.  "on the left of" is
# encoded with the weaker reading (anywhere to the left); the key also
# satisfies the stronger one (immediately to the left), and the puzzle is
# unique under the weaker, so both readings give the same answer.
H = "House"
def p(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
NUM = "1."
CATEGORIES = [
    ("House", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Sport", ["cricket", "fencing", "rowing", "squash", "tennis"]),
    ("Colour", ["amber", "crimson", "grey", "teal", "white"]),
    ("Drink", ["coffee", "cola", "juice", "milk", "water"]),
    ("Nationality", ["Argentinian", "Egyptian", "Hungarian", "Portuguese", "Thai"]),
    ("Pet", ["cockatoo", "gecko", "guinea pig", "rabbit", "snake"]),
]
SOLUTION = [
    ("1", "fencing", "teal", "milk", "Hungarian", "gecko"),
    ("2", "rowing", "white", "coffee", "Thai", "rabbit"),
    ("3", "tennis", "crimson", "juice", "Portuguese", "cockatoo"),
    ("4", "squash", "grey", "water", "Egyptian", "snake"),
    ("5", "cricket", "amber", "cola", "Argentinian", "guinea pig"),
]
CLUES = [
    ("The Thai drinks coffee.", lambda s: s.same("Thai", "coffee")),
    ("The Argentinian lives in the amber house.", lambda s: s.same("Argentinian", "amber")),
    ("The fencer lives in the first house.", lambda s: p(s, "fencing") == 1),
    ("Milk is the drink in the teal house.", lambda s: s.same("teal", "milk")),
    ("The rabbit's house stands directly between the Hungarian's and the cockatoo's.", lambda s: nextto(s, "rabbit", "Hungarian") and nextto(s, "rabbit", "cockatoo") and not s.same("Hungarian", "cockatoo")),
    ("The amber house is home to the cricketer.", lambda s: s.same("amber", "cricket")),
    ("The tennis player lives on the left of the Egyptian.", lambda s: p(s, "tennis") < p(s, "Egyptian")),
    ("The gecko lives in a house at one end of the street.", lambda s: p(s, "gecko") in (1, 5)),
    ("Water is drunk in the grey house.", lambda s: s.same("grey", "water")),
    ("The owner of the guinea pig plays cricket.", lambda s: s.same("guinea pig", "cricket")),
    ("The white house is next door to the tennis player.", lambda s: nextto(s, "white", "tennis")),
    ("The teal house is next to the rower's.", lambda s: nextto(s, "teal", "rowing")),
    ("The Portuguese lives next door to the coffee drinker.", lambda s: nextto(s, "Portuguese", "coffee")),
    ("The tennis player drinks juice.", lambda s: s.same("juice", "tennis")),
    ("There is one house between the Portuguese and the owner of the guinea pig.", lambda s: abs(p(s, "Portuguese") - p(s, "guinea pig")) == 2),
]
QUESTIONS = [("Who keeps the snake? What colour is the Thai's house?",
              lambda s: (s.v("Nationality", "snake"), s.v("Colour", "Thai")))]
OUTRO = ["Left and right are from the viewer's point of view."]
REMARKS = OUTRO
OUTRO_FIRST = True
