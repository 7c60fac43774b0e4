# Newspaper style with category lines: cottages in a lane, positions named
# "first ... fifth", an intro paragraph, numbered clues.
H = "Cottages"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
DOT = True
CATEGORIES = [
    ("Cottages", ["first", "second", "third", "fourth", "fifth"], [1, 2, 3, 4, 5]),
    ("Owners", ["Ada", "Bill", "Cora", "Dan", "Edna"]),
    ("Colours", ["blue", "cream", "green", "pink", "yellow"]),
    ("Pets", ["cat", "dog", "goldfish", "hamster", "tortoise"]),
    ("Drinks", ["cocoa", "coffee", "lemonade", "milk", "tea"]),
]
SOLUTION = [
    ("first", "Ada", "pink", "tortoise", "tea"),
    ("second", "Bill", "cream", "dog", "coffee"),
    ("third", "Cora", "green", "cat", "milk"),
    ("fourth", "Dan", "yellow", "goldfish", "cocoa"),
    ("fifth", "Edna", "blue", "hamster", "lemonade"),
]
INTRO = ["Five cottages stand in a row along Mill Lane, counted from left to right as you look at them from the road. Each cottage is painted a different colour, and each owner keeps a different pet and has a different favourite drink."]
CLUES = [
    ("Ada lives in the pink cottage.", lambda s: s.same("Ada", "pink")),
    ("The owner of the dog drinks coffee.", lambda s: s.same("dog", "coffee")),
    ("Cora's cottage is in the middle.", lambda s: h(s, "Cora") == 3),
    ("The yellow cottage is immediately to the right of the green cottage.", lambda s: h(s, "yellow") == h(s, "green") + 1),
    ("Whoever keeps the tortoise lives at one end of the row.", lambda s: h(s, "tortoise") in (1, 5)),
    ("Milk is drunk in the green cottage.", lambda s: s.same("milk", "green")),
    ("Edna does not live next to the cream cottage.", lambda s: not nextto(s, "Edna", "cream")),
    ("The person who drinks cocoa owns the goldfish.", lambda s: s.same("cocoa", "goldfish")),
    ("Bill lives next door to Ada.", lambda s: nextto(s, "Bill", "Ada")),
    ("The hamster's owner lives in the blue cottage.", lambda s: s.same("hamster", "blue")),
    ("Tea is drunk in the first cottage.", lambda s: h(s, "tea") == 1),
    ("Dan lives somewhere to the right of Bill.", lambda s: h(s, "Dan") > h(s, "Bill")),
    ("Edna lives in the last cottage.", lambda s: h(s, "Edna") == 5),
    ("Bill's cottage is cream.", lambda s: s.same("Bill", "cream")),
    ("The goldfish is kept next door to the cat.", lambda s: nextto(s, "goldfish", "cat")),
    ("Cora keeps a cat.", lambda s: s.same("Cora", "cat")),
    ("The dog does not live in the yellow cottage.", lambda s: not s.same("dog", "yellow")),
    ("Ada lives at the left-hand end of the lane.", lambda s: h(s, "Ada") == 1),
    ("Lemonade is not drunk in the green or the yellow cottage.", lambda s: not s.same("lemonade", "green") and not s.same("lemonade", "yellow")),
]
QUESTIONS = [("Who owns the cat?", lambda s: s.v("Owners", "cat")),
             ("Which cottage is Edna's?", lambda s: s.v("Cottages", "Edna"))]
REMARKS = INTRO
