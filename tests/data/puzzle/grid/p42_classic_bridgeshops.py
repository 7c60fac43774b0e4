H = "Shops"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Shops", ["1", "2", "3", "4", "5"]),
    ("Shopkeepers", ["Hamish", "Ingrid", "Jerome", "Kalinda", "Lorcan"]),
    ("Wares", ["books", "bread", "candles", "hats", "toys"]),
    ("Awnings", ["blue", "green", "purple", "red", "yellow"]),
    ("Pets", ["cat", "dog", "goldfish", "parrot", "tortoise"]),
]
SOLUTION = [
    ["1", "Ingrid", "books", "yellow", "cat"],
    ["2", "Lorcan", "hats", "blue", "tortoise"],
    ["3", "Hamish", "bread", "red", "dog"],
    ["4", "Kalinda", "toys", "green", "goldfish"],
    ["5", "Jerome", "candles", "purple", "parrot"],
]
CLUES = [
    ("There are five shops in a row on Bridge Street.", lambda s: True),
    ("Hamish sells bread.", lambda s: s.same("Hamish", "bread")),
    ("The shop with the red awning is in the middle.", lambda s: s.n(H, "red") == 3),
    ("Kalinda's shop has a green awning.", lambda s: s.same("Kalinda", "green")),
    ("The person who sells books keeps a cat.", lambda s: s.same("books", "cat")),
    ("Ingrid has the first shop on the left.", lambda s: s.n(H, "Ingrid") == 1),
    ("The hat shop is next to the shop with the yellow awning.", lambda s: near(s, "hats", "yellow")),
    ("The green awning is immediately to the right of the red awning.", lambda s: s.n(H, "green") == s.n(H, "red") + 1),
    ("Jerome keeps a parrot.", lambda s: s.same("Jerome", "parrot")),
    ("The candle shop has a purple awning.", lambda s: s.same("candles", "purple")),
    ("The dog lives next door to the tortoise.", lambda s: near(s, "dog", "tortoise")),
    ("The toy seller keeps a goldfish.", lambda s: s.same("toys", "goldfish")),
    ("Lorcan's shop is next to Ingrid's.", lambda s: near(s, "Lorcan", "Ingrid")),
    ("The blue awning is next to the yellow one.", lambda s: near(s, "blue", "yellow")),
    ("The goldfish lives next door to the shop with the red awning.", lambda s: near(s, "goldfish", "red")),
    ("The bread seller keeps a dog.", lambda s: s.same("bread", "dog")),
]
QUESTIONS = [
    ("Who keeps the tortoise?", lambda s: s.v("Shopkeepers", "tortoise")),
    ("Who sells hats?", lambda s: s.v("Shopkeepers", "hats")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["Each shop has one shopkeeper, sells one kind of goods, has an awning of its own color and is home to one pet. Left and right are as you face the shops."]
REMARKS = INTRO + OUTRO
