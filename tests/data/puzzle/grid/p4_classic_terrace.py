H = "Houses"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Colours", ["amber", "lilac", "maroon", "silver", "turquoise"]),
    ("Nationalities", ["Austrian", "Chilean", "Egyptian", "Finn", "Portuguese"]),
    ("Drinks", ["hot chocolate", "kefir", "lemonade", "mint tea", "orange juice"]),
    ("Snacks", ["almonds", "biscuits", "crisps", "olives", "toffee"]),
    ("Pets", ["gecko", "goldfish", "pony", "rabbit", "tortoise"]),
]
CLUES = [
    ("The Chilean lives in the maroon house.", lambda s: s.same("Chilean", "maroon")),
    ("The Portuguese keeps a rabbit.", lambda s: s.same("Portuguese", "rabbit")),
    ("Orange juice is drunk in the lilac house.", lambda s: s.same("orange juice", "lilac")),
    ("The lilac house stands directly to the right of the maroon house.", lambda s: h(s, "lilac") == h(s, "maroon") + 1),
    ("The Egyptian nibbles almonds.", lambda s: s.same("Egyptian", "almonds")),
    ("Whoever eats olives keeps a gecko.", lambda s: s.same("olives", "gecko")),
    ("Toffee is eaten in the maroon house.", lambda s: s.same("toffee", "maroon")),
    ("Orange juice is what they drink in the middle house.", lambda s: h(s, "orange juice") == 3),
    ("The Finn lives in the first house.", lambda s: h(s, "Finn") == 1),
    ("The pony lives next door to the house where olives are eaten.", lambda s: nextto(s, "pony", "olives")),
    ("The biscuit eater drinks lemonade.", lambda s: s.same("biscuits", "lemonade")),
    ("The Austrian drinks hot chocolate.", lambda s: s.same("Austrian", "hot chocolate")),
    ("The turquoise house is at the right-hand end of the terrace.", lambda s: h(s, "turquoise") == 5),
    ("The Portuguese lives in the amber house.", lambda s: s.same("Portuguese", "amber")),
    ("The goldfish belongs to the almond eater.", lambda s: s.same("goldfish", "almonds")),
    ("Mint tea is drunk next door to the Finn.", lambda s: nextto(s, "mint tea", "Finn")),
]
REMARKS = ["Five houses stand side by side on Quince Terrace, numbered 1 to 5 from left to right as you face them. Each is painted a different colour and is home to one person of a different nationality, with a different favourite drink, a different favourite snack and a different pet."]
QUESTIONS = [("Who drinks kefir?", lambda s: s.v("Nationalities", "kefir")),
             ("Who owns the tortoise?", lambda s: s.v("Nationalities", "tortoise"))]
