# A retelling in the manner of the 1962 zebra puzzle, with no category lines:
# the categories are what the statements, the questions and the closing remark
# name.  Stalls are numbered from the left as you face them.
S = "Stalls"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5"]),
    ("Awnings", ["orange", "purple", "red", "white", "green"]),
    ("Vendors", ["Renata", "Omar", "Soren", "Priscilla", "Quincy"]),
    ("Goods", ["spices", "carvings", "lanterns", "scarves", "teapots"]),
    ("Drinks", ["coffee", "water", "tea", "lemonade", "juice"]),
    ("Pets", ["cat", "tortoise", "dog", "parrot", "ferret"]),
]
SOLUTION = [
    ["1", "orange", "Renata", "spices", "coffee", "cat"],
    ["2", "purple", "Omar", "carvings", "water", "tortoise"],
    ["3", "red", "Soren", "lanterns", "tea", "dog"],
    ["4", "white", "Priscilla", "scarves", "lemonade", "parrot"],
    ["5", "green", "Quincy", "teapots", "juice", "ferret"],
]
CLUES = [
    ("There are five stalls in a row.", lambda s: True),
    ("Soren's stall has the red awning.", lambda s: s.same("Soren", "red")),
    ("Priscilla keeps a parrot.", lambda s: s.same("Priscilla", "parrot")),
    ("Juice is drunk at the stall with the green awning.", lambda s: s.same("juice", "green")),
    ("Renata drinks coffee.", lambda s: s.same("Renata", "coffee")),
    ("The green awning is immediately to the right of the white awning.",
     lambda s: s.n(S, "green") == s.n(S, "white") + 1),
    ("The lantern seller keeps a dog.", lambda s: s.same("lanterns", "dog")),
    ("Spices are sold under the orange awning.", lambda s: s.same("spices", "orange")),
    ("Tea is drunk at the middle stall.", lambda s: s.n(S, "tea") == 3),
    ("Renata has the first stall on the left.", lambda s: s.n(S, "Renata") == 1),
    ("The carvings are sold at the stall next to the one where the cat is kept.",
     lambda s: near(s, "carvings", "cat")),
    ("Spices are sold at the stall next to the one where the tortoise is kept.",
     lambda s: near(s, "spices", "tortoise")),
    ("The scarf seller drinks lemonade.", lambda s: s.same("scarves", "lemonade")),
    ("Quincy sells teapots.", lambda s: s.same("Quincy", "teapots")),
    ("Renata's stall is next to the one with the purple awning.", lambda s: near(s, "Renata", "purple")),
    ("Omar's stall is next to Soren's.", lambda s: near(s, "Omar", "Soren")),
    ("The teapot seller's stall is at one end of the row.", lambda s: s.n(S, "teapots") in (1, 5)),
    ("Scarves are sold under the white awning.", lambda s: s.same("scarves", "white")),
]
QUESTIONS = [("Who drinks water? Who keeps the ferret?",
              lambda s: (s.v("Vendors", "water"), s.v("Vendors", "ferret")))]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["Each of the five stalls has an awning of a different colour and a different vendor, "
         "who sells different goods, drinks a different drink and keeps a different pet. "
         "Left and right are as you face the stalls."]
REMARKS = INTRO + OUTRO
