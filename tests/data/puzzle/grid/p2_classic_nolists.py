# The text has no category lines: every value occurs in a statement or a
# question (the lemonade and the tortoise only in the questions).
H = "Houses"
def pos(s, x):
    return s.n(H, x)
def next_to(s, a, b):
    return abs(pos(s, a) - pos(s, b)) == 1
CATEGORY_LINES = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Nationalities", ["Australian", "Brazilian", "Canadian", "Egyptian", "Indian"]),
    ("Colours", ["brown", "grey", "orange", "pink", "purple"]),
    ("Drinks", ["cocoa", "coffee", "lemonade", "milk", "tea"]),
    ("Pets", ["ferret", "hamster", "parrot", "rabbit", "tortoise"]),
    ("Jobs", ["architect", "baker", "doctor", "farmer", "pilot"]),
]
CLUES = [
    ("There are five houses.", lambda s: True),
    ("The Australian lives in the orange house.", lambda s: s.same("Australian", "orange")),
    ("The Egyptian keeps a ferret.", lambda s: s.same("Egyptian", "ferret")),
    ("The pilot lives in the purple house, where cocoa is drunk.",
     lambda s: s.same("pilot", "purple") and s.same("cocoa", "purple")),
    ("The Canadian drinks coffee.", lambda s: s.same("Canadian", "coffee")),
    ("The brown house is immediately to the right of the orange house.",
     lambda s: pos(s, "brown") == pos(s, "orange") + 1),
    ("The baker keeps a parrot.", lambda s: s.same("baker", "parrot")),
    ("Milk is drunk in the middle house.", lambda s: pos(s, "milk") == 3),
    ("The Indian lives in the first house.", lambda s: pos(s, "Indian") == 1),
    ("The doctor lives in the house next to the house where the hamster is kept.",
     lambda s: next_to(s, "doctor", "hamster")),
    ("The Brazilian is a doctor and drinks tea.", lambda s: s.same("Brazilian", "doctor") and s.same("Brazilian", "tea")),
    ("The farmer, who keeps a rabbit, lives in the pink house.",
     lambda s: s.same("farmer", "rabbit") and s.same("farmer", "pink")),
    ("The Indian lives next to the grey house.", lambda s: next_to(s, "Indian", "grey")),
    ("The pink house is at the right-hand end of the row.", lambda s: pos(s, "pink") == 5),
    ("The architect lives next to the baker.", lambda s: next_to(s, "architect", "baker")),
]
QUESTIONS = [("Who drinks lemonade? Who keeps the tortoise?",
              lambda s: (s.v("Nationalities", "lemonade"), s.v("Nationalities", "tortoise")))]
REMARKS = ["In statement 6, right means to your right as you face the houses; the first house is the one on your left."]
