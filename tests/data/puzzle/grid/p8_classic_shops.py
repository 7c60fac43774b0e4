H = "Shops"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
INTRO = ["Five small shops stand side by side on Mill Lane, numbered 1 to 5 from left to right as you face them. Each has an awning of a different colour, each sells a different trade, each is run by a different shopkeeper, and in each lives a different animal."]
REMARKS = INTRO
CATEGORIES = [
    ("Shops", ["No. 1", "No. 2", "No. 3", "No. 4", "No. 5"], [1, 2, 3, 4, 5]),
    ("Awnings", ["blue", "green", "orange", "red", "striped"]),
    ("Trades", ["baker", "bookseller", "butcher", "florist", "grocer"]),
    ("Shopkeepers", ["Ada", "Bruno", "Clem", "Dora", "Ezra"]),
    ("Animals", ["canary", "cat", "dog", "goldfish", "tortoise"]),
]
DOT = False
SOLUTION = [
    ("No. 1", "green", "florist", "Dora", "canary"),
    ("No. 2", "red", "butcher", "Bruno", "dog"),
    ("No. 3", "striped", "baker", "Ada", "cat"),
    ("No. 4", "blue", "grocer", "Ezra", "goldfish"),
    ("No. 5", "orange", "bookseller", "Clem", "tortoise"),
]
CLUES = [
    ("Ada runs the shop with the striped awning.", lambda s: s.same("Ada", "striped")),
    ("The butcher keeps a dog.", lambda s: s.same("butcher", "dog")),
    ("The bookseller has the last shop in the row.", lambda s: h(s, "bookseller") == 5),
    ("Bruno is the butcher.", lambda s: s.same("Bruno", "butcher")),
    ("The shop with the blue awning is immediately to the right of the one with the striped awning.", lambda s: h(s, "blue") == h(s, "striped") + 1),
    ("The florist keeps a canary.", lambda s: s.same("florist", "canary")),
    ("The baker's shop is in the middle of the row.", lambda s: h(s, "baker") == 3),
    ("Dora's shop is at the left-hand end.", lambda s: h(s, "Dora") == 1),
    ("The goldfish lives next door to the baker.", lambda s: nextto(s, "goldfish", "baker")),
    ("Clem keeps a tortoise.", lambda s: s.same("Clem", "tortoise")),
    ("The red awning is immediately to the right of the green awning.", lambda s: h(s, "red") == h(s, "green") + 1),
    ("The grocer's shop is next to the bookseller's.", lambda s: nextto(s, "grocer", "bookseller")),
    ("The cat lives in the shop with the striped awning.", lambda s: s.same("cat", "striped")),
    ("Ezra's awning is not orange.", lambda s: not s.same("Ezra", "orange")),
    ("The dog lives next door to the canary.", lambda s: nextto(s, "dog", "canary")),
]
QUESTIONS = [("Who is the grocer?", lambda s: s.v("Shopkeepers", "grocer")),
             ("Whose awning is orange?", lambda s: s.v("Shopkeepers", "orange"))]
