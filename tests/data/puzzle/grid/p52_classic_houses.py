# p52_classic_houses: 5 categories x 5, challenging; positions first.
# solution:
#   1 | Celia | gray | hamster | tea
#   2 | Esme | blue | dog | coffee
#   3 | Alma | white | goldfish | milk
#   4 | Boyd | green | canary | cocoa
#   5 | Darnell | yellow | cat | juice
H = "Houses"
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Owners", ["Alma", "Boyd", "Celia", "Darnell", "Esme"]),
    ("Colors", ["blue", "gray", "green", "white", "yellow"]),
    ("Pets", ["canary", "cat", "dog", "goldfish", "hamster"]),
    ("Drinks", ["cocoa", "coffee", "juice", "milk", "tea"]),
]
INTRO = ["Five houses stand in a row on Linden Lane, numbered 1 to 5 from left to right. "
         "Each is painted a different color, and each owner keeps a different pet and "
         "prefers a different drink."]
REMARKS = INTRO


def h(s, x):
    return s.n(H, x)


def nextto(s, a, b):
    return abs(h(s, a) - h(s, b)) == 1


CLUES = [
    ("Celia lives in the gray house, at one end of the lane.",
     lambda s: s.same("Celia", "gray") and h(s, "gray") in (1, 5)),
    ("The blue house is immediately to the right of the gray house.",
     lambda s: h(s, "blue") == h(s, "gray") + 1),
    ("The milk drinker lives in the middle house.", lambda s: h(s, "milk") == 3),
    ("The green house is directly to the left of the yellow house.",
     lambda s: h(s, "green") == h(s, "yellow") - 1),
    ("The white house is next to the blue house.", lambda s: nextto(s, "white", "blue")),
    ("Esme owns the dog and lives next door to Celia.",
     lambda s: s.same("Esme", "dog") and nextto(s, "Esme", "Celia")),
    ("Alma lives somewhere between Esme and Boyd.",
     lambda s: min(h(s, "Esme"), h(s, "Boyd")) < h(s, "Alma") < max(h(s, "Esme"), h(s, "Boyd"))),
    ("Darnell drinks juice.", lambda s: s.same("Darnell", "juice")),
    ("The person in the green house drinks cocoa and keeps a canary.",
     lambda s: s.same("green", "cocoa") and s.same("green", "canary")),
    ("The hamster's owner drinks tea.", lambda s: s.same("hamster", "tea")),
    ("Coffee is drunk in the house next to the tea drinker's.", lambda s: nextto(s, "coffee", "tea")),
    ("The cat lives next door to the cocoa drinker, but not in the white house.",
     lambda s: nextto(s, "cat", "cocoa") and not s.same("cat", "white")),
]
QUESTIONS = [("Who owns the goldfish?", lambda s: s.v("Owners", "goldfish")),
             ("What color is Boyd's house?", lambda s: s.v("Colors", "Boyd"))]
