# Programming-exercise style without category lines: one terse sentence a
# clue, "house 3", "directly right of"; water and the Peugeot occur only in
# the question line.
H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Nationalities", ["Austrian", "Cuban", "Dutchman", "Egyptian", "Indian"]),
    ("Drinks", ["coffee", "juice", "milk", "tea", "water"]),
    ("Pets", ["dog", "fox", "horse", "llama", "snake"]),
    ("Cars", ["Mazda", "Nissan", "Opel", "Peugeot", "Renault"]),
]
SOLUTION = [
    ("1", "Cuban", "water", "snake", "Renault"),
    ("2", "Indian", "tea", "horse", "Opel"),
    ("3", "Dutchman", "milk", "dog", "Mazda"),
    ("4", "Egyptian", "coffee", "llama", "Nissan"),
    ("5", "Austrian", "juice", "fox", "Peugeot"),
]
INTRO = ["There are 5 houses in a row, numbered 1 to 5 from left to right. Each house has an owner of a different nationality, who drinks a different drink, keeps a different pet and drives a different car."]
CLUES = [
    ("The Dutchman drinks milk.", lambda s: s.same("Dutchman", "milk")),
    ("Milk is drunk in house 3.", lambda s: h(s, "milk") == 3),
    ("The Cuban lives in house 1.", lambda s: h(s, "Cuban") == 1),
    ("The Indian drives an Opel.", lambda s: s.same("Indian", "Opel")),
    ("The Opel owner lives next to the Cuban.", lambda s: nextto(s, "Opel", "Cuban")),
    ("The dog owner drives a Mazda.", lambda s: s.same("dog", "Mazda")),
    ("The Nissan is driven by the coffee drinker.", lambda s: s.same("Nissan", "coffee")),
    ("The coffee drinker lives directly right of the Mazda owner.", lambda s: h(s, "coffee") == h(s, "Mazda") + 1),
    ("The Austrian drinks juice.", lambda s: s.same("Austrian", "juice")),
    ("The snake owner drives a Renault.", lambda s: s.same("snake", "Renault")),
    ("The horse lives next to the snake.", lambda s: nextto(s, "horse", "snake")),
    ("The Egyptian keeps a llama.", lambda s: s.same("Egyptian", "llama")),
    ("The fox lives in the last house.", lambda s: h(s, "fox") == 5),
    ("The Indian drinks tea.", lambda s: s.same("Indian", "tea")),
]
QUESTIONS = [("Who drinks water? Who owns the Peugeot?",
              lambda s: (s.v("Nationalities", "water"), s.v("Nationalities", "Peugeot")))]
REMARKS = INTRO
