# Programming-exercise style: singular category names, no full stops on the
# category lines, a one-line intro, terse numbered clues, two questions.
H = "House"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORIES = [
    ("House", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Nationality", ["Mexican", "Nigerian", "Peruvian", "Swede", "Thai"]),
    ("Color", ["black", "green", "orange", "purple", "white"]),
    ("Pet", ["cat", "dog", "fish", "hamster", "parrot"]),
    ("Drink", ["coffee", "juice", "milk", "tea", "water"]),
    ("Instrument", ["drums", "flute", "guitar", "piano", "violin"]),
]
SOLUTION = [
    ("1", "Mexican", "white", "parrot", "water", "guitar"),
    ("2", "Swede", "orange", "cat", "tea", "drums"),
    ("3", "Nigerian", "purple", "dog", "milk", "piano"),
    ("4", "Peruvian", "green", "hamster", "juice", "violin"),
    ("5", "Thai", "black", "fish", "coffee", "flute"),
]
INTRO = ["Houses are numbered 1 to 5 from left to right. Each house has one value of each attribute."]
CLUES = [
    ("The Mexican lives in house 1.", lambda s: h(s, "Mexican") == 1),
    ("The Swede has a cat.", lambda s: s.same("Swede", "cat")),
    ("Milk is drunk in house 3.", lambda s: h(s, "milk") == 3),
    ("The green house is directly left of the black house.", lambda s: h(s, "green") + 1 == h(s, "black")),
    ("The Thai drinks coffee.", lambda s: s.same("Thai", "coffee")),
    ("The Nigerian plays piano.", lambda s: s.same("Nigerian", "piano")),
    ("The violin player lives in the green house.", lambda s: s.same("violin", "green")),
    ("The Mexican lives next to the orange house.", lambda s: nextto(s, "Mexican", "orange")),
    ("The dog owner plays piano.", lambda s: s.same("dog", "piano")),
    ("The cat owner lives next to the parrot owner.", lambda s: nextto(s, "cat", "parrot")),
    ("The drummer drinks tea.", lambda s: s.same("drums", "tea")),
    ("The guitar player lives in the white house.", lambda s: s.same("guitar", "white")),
    ("The hamster owner drinks juice.", lambda s: s.same("hamster", "juice")),
    ("The parrot owner does not drink juice.", lambda s: not s.same("parrot", "juice")),
    ("The fish owner lives next to the violin player.", lambda s: nextto(s, "fish", "violin")),
    ("The Peruvian does not live in house 5.", lambda s: h(s, "Peruvian") != 5),
    ("The purple house is in the middle.", lambda s: h(s, "purple") == 3),
    ("The flute player lives in the last house.", lambda s: h(s, "flute") == 5),
]
QUESTIONS = [("Who owns the fish?", lambda s: s.v("Nationality", "fish")),
             ("Who drinks water?", lambda s: s.v("Nationality", "water"))]
REMARKS = INTRO
