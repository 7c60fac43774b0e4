# Clue 5, "The gerbil lives in house 2.": no pet is a gerbil (the listed pets
# are a cat, a dog, a hamster and a rabbit); guessing which pet is meant
# gives different answers.
H = "Houses"
def h(s, x):
    return s.n(H, x)
NUM = "1)"
DOT = False
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4"], [1, 2, 3, 4]),
    ("Owners", ["Alma", "Boris", "Chen", "Dora"]),
    ("Pets", ["cat", "dog", "hamster", "rabbit"]),
    ("Drinks", ["milk", "tea", "water", "wine"]),
]
INTRO = ["Four friends live side by side in houses 1 to 4, counted from the left."]
CLUES = [
    ("Alma lives in house 1.", lambda s: h(s, "Alma") == 1),
    ("Boris lives in house 2.", lambda s: h(s, "Boris") == 2),
    ("Chen lives directly to the left of Dora.", lambda s: h(s, "Chen") + 1 == h(s, "Dora")),
    ("The cat lives in the first house.", lambda s: h(s, "cat") == 1),
    ("Chen keeps a dog.", lambda s: s.same("Chen", "dog")),
    ("Tea is drunk in house 1.", lambda s: h(s, "tea") == 1),
    ("Boris drinks milk.", lambda s: s.same("Boris", "milk")),
    ("The dog owner drinks water.", lambda s: s.same("dog", "water")),
]
BAD = "The gerbil lives in house 2."
ORDER = [c[0] for c in CLUES[:4]] + [BAD] + [c[0] for c in CLUES[4:]]
REFUSED = {
    BAD: {
        "the hamster": lambda s: h(s, "hamster") == 2,
        "the rabbit": lambda s: h(s, "rabbit") == 2,
        "the cat": lambda s: h(s, "cat") == 2,
    },
}
EXPECT = 2
QUESTIONS = [("Who owns the rabbit?", None)]
REMARKS = INTRO
