# Terse, in the style of a programming-exercise site: singular category
# names, "house 3", "directly left of", one short sentence a clue.
H = "House"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
DOT = False
CATEGORIES = [
    ("House", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Nationality", ["Chilean", "Finn", "Greek", "Irishman", "Korean"]),
    ("Color", ["blue", "green", "red", "white", "yellow"]),
    ("Drink", ["coffee", "juice", "milk", "tea", "water"]),
    ("Pet", ["bird", "cat", "dog", "fish", "horse"]),
    ("Sport", ["golf", "hockey", "judo", "rugby", "tennis"]),
]
SOLUTION = [
    ("1", "Irishman", "yellow", "water", "cat", "tennis"),
    ("2", "Greek", "blue", "tea", "horse", "golf"),
    ("3", "Finn", "red", "milk", "dog", "rugby"),
    ("4", "Chilean", "green", "coffee", "fish", "hockey"),
    ("5", "Korean", "white", "juice", "bird", "judo"),
]
INTRO = ["Houses are numbered 1 to 5 from left to right."]
CLUES = [
    ("The Greek lives in the blue house.", lambda s: s.same("Greek", "blue")),
    ("The Finn has a dog.", lambda s: s.same("Finn", "dog")),
    ("Coffee is drunk in the green house.", lambda s: s.same("coffee", "green")),
    ("The green house is directly left of the white house.", lambda s: h(s, "green") + 1 == h(s, "white")),
    ("The Irishman lives in house 1.", lambda s: h(s, "Irishman") == 1),
    ("Milk is drunk in house 3.", lambda s: h(s, "milk") == 3),
    ("The rugby player drinks milk.", lambda s: s.same("rugby", "milk")),
    ("The Korean does judo.", lambda s: s.same("Korean", "judo")),
    ("The hockey player owns the fish.", lambda s: s.same("hockey", "fish")),
    ("The horse owner lives next to the yellow house.", lambda s: nextto(s, "horse", "yellow")),
    ("The Irishman lives next to the blue house.", lambda s: nextto(s, "Irishman", "blue")),
    ("The golfer drinks tea.", lambda s: s.same("golf", "tea")),
    ("The tennis player lives next to the golfer.", lambda s: nextto(s, "tennis", "golf")),
    ("The cat owner lives in the yellow house.", lambda s: s.same("cat", "yellow")),
    ("The Chilean does not drink juice.", lambda s: not s.same("Chilean", "juice")),
    ("The bird is kept in the white house.", lambda s: s.same("bird", "white")),
    ("The Irishman drinks water.", lambda s: s.same("Irishman", "water")),
]
QUESTIONS = [("Who owns the fish?", lambda s: s.v("Nationality", "fish")),
             ("Who drinks water?", lambda s: s.v("Nationality", "water"))]
REMARKS = INTRO
