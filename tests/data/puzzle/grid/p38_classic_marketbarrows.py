B = "Barrows"
def near(s, a, b):
    return abs(s.n(B, a) - s.n(B, b)) == 1
CATEGORIES = [
    ("Barrows", ["1", "2", "3", "4", "5"]),
    ("Traders", ["Florence", "Gaspard", "Hilda", "Ivan", "Juniper"]),
    ("Goods", ["apples", "bread", "cheese", "flowers", "honey"]),
    ("Awnings", ["green", "orange", "purple", "striped", "white"]),
    ("Pets", ["beagle", "cat", "ferret", "parrot", "tortoise"]),
]
SOLUTION = [
    ["1", "Hilda", "honey", "orange", "parrot"],
    ["2", "Ivan", "bread", "purple", "beagle"],
    ["3", "Florence", "apples", "green", "cat"],
    ["4", "Juniper", "cheese", "white", "tortoise"],
    ["5", "Gaspard", "flowers", "striped", "ferret"],
]
CLUES = [
    ("Florence sells apples.", lambda s: s.same("Florence", "apples")),
    ("The trader with the beagle has the purple awning.", lambda s: s.same("beagle", "purple")),
    ("Gaspard's barrow is at the right-hand end of the row.", lambda s: s.n(B, "Gaspard") == 5),
    ("Cheese is sold under the white awning.", lambda s: s.same("cheese", "white")),
    ("The green awning is immediately to the left of the white awning.", lambda s: s.n(B, "green") == s.n(B, "white") - 1),
    ("The honey seller keeps a parrot.", lambda s: s.same("honey", "parrot")),
    ("Apples are sold from the middle barrow.", lambda s: s.n(B, "apples") == 3),
    ("Hilda has the first barrow on the left.", lambda s: s.n(B, "Hilda") == 1),
    ("The trader who owns the ferret sells flowers.", lambda s: s.same("ferret", "flowers")),
    ("Ivan owns the beagle.", lambda s: s.same("Ivan", "beagle")),
    ("The bread seller's barrow is next to the honey seller's.", lambda s: near(s, "bread", "honey")),
    ("Hilda's barrow is next to the purple awning.", lambda s: near(s, "Hilda", "purple")),
    ("The tortoise belongs to the trader next to the flower seller.", lambda s: near(s, "tortoise", "flowers")),
    ("The honey is sold under the orange awning.", lambda s: s.same("honey", "orange")),
    ("Gaspard sells flowers.", lambda s: s.same("Gaspard", "flowers")),
]
QUESTIONS = [
    ("Who owns the cat?", lambda s: s.v("Traders", "cat")),
    ("Who sells the bread?", lambda s: s.v("Traders", "bread")),
]
NUM = "."
DOT = False
INTRO = ["Five market barrows stand in a row, numbered 1 to 5 from left to right."]
OUTRO = []
REMARKS = INTRO + OUTRO
