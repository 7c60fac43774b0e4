# Programming-exercise style with category lines (singular names, no full
# stops), four houses, unnumbered terse clues, "Who owns the zebra?".
H = "House"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
DOT = False
CATEGORIES = [
    ("House", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Name", ["Anna", "Ben", "Carl", "Dina"]),
    ("Color", ["blue", "green", "red", "white"]),
    ("Pet", ["cat", "dog", "fish", "zebra"]),
    ("Drink", ["juice", "milk", "tea", "water"]),
]
SOLUTION = [
    ("1", "Carl", "white", "dog", "juice"),
    ("2", "Anna", "red", "fish", "tea"),
    ("3", "Dina", "blue", "zebra", "milk"),
    ("4", "Ben", "green", "cat", "water"),
]
CLUES = [
    ("Anna lives in the red house.", lambda s: s.same("Anna", "red")),
    ("Ben drinks water.", lambda s: s.same("Ben", "water")),
    ("The green house is the last house.", lambda s: h(s, "green") == 4),
    ("The blue house is directly left of the green house.", lambda s: h(s, "blue") + 1 == h(s, "green")),
    ("The dog owner lives in house 1.", lambda s: h(s, "dog") == 1),
    ("Carl lives next to Anna.", lambda s: nextto(s, "Carl", "Anna")),
    ("Milk is drunk in house 3.", lambda s: h(s, "milk") == 3),
    ("The cat owner lives in the green house.", lambda s: s.same("cat", "green")),
    ("Dina does not live in house 1.", lambda s: h(s, "Dina") != 1),
    ("The fish is kept next to the dog.", lambda s: nextto(s, "fish", "dog")),
    ("The tea drinker keeps fish.", lambda s: s.same("tea", "fish")),
    ("House 1 is white.", lambda s: h(s, "white") == 1),
    ("Dina lives in the blue house.", lambda s: s.same("Dina", "blue")),
]
QUESTIONS = [("Who owns the zebra?", lambda s: s.v("Name", "zebra")),
             ("Who drinks juice?", lambda s: s.v("Name", "juice"))]
