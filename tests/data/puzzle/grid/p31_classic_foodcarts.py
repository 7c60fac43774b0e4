# A retelling of the 1962 zebra puzzle with new people and values.
K = "Carts"
def near(s, a, b):
    return abs(s.n(K, a) - s.n(K, b)) == 1
CATEGORIES = [
    ("Carts", ["1", "2", "3", "4", "5"]),
    ("Colors", ["blue", "cream", "pink", "teal", "yellow"]),
    ("Owners", ["Agnes", "Boris", "Celine", "Darius", "Elif"]),
    ("Foods", ["burgers", "crepes", "falafel", "pierogi", "tacos"]),
    ("Drinks", ["cider", "cola", "iced tea", "lemonade", "root beer"]),
    ("Hats", ["beanie", "beret", "bowler", "cap", "fedora"]),
]
SOLUTION = [
    ["1", "yellow", "Darius", "tacos", "cola", "cap"],
    ["2", "teal", "Elif", "crepes", "iced tea", "beret"],
    ["3", "pink", "Agnes", "burgers", "lemonade", "bowler"],
    ["4", "blue", "Boris", "falafel", "root beer", "beanie"],
    ["5", "cream", "Celine", "pierogi", "cider", "fedora"],
]
CLUES = [
    ("There are five food carts in a row.", lambda s: True),
    ("Agnes has the pink cart.", lambda s: s.same("Agnes", "pink")),
    ("Boris wears a beanie.", lambda s: s.same("Boris", "beanie")),
    ("Cider is sold at the cream cart.", lambda s: s.same("cider", "cream")),
    ("Elif sells iced tea.", lambda s: s.same("Elif", "iced tea")),
    ("The cream cart is immediately to the right of the blue cart.",
     lambda s: s.n(K, "cream") == s.n(K, "blue") + 1),
    ("The burger seller wears a bowler.", lambda s: s.same("burgers", "bowler")),
    ("Tacos are sold at the yellow cart.", lambda s: s.same("tacos", "yellow")),
    ("Lemonade is sold at the middle cart.", lambda s: s.n(K, "lemonade") == 3),
    ("Darius has the first cart.", lambda s: s.n(K, "Darius") == 1),
    ("The crepe seller is next to the one in the cap.", lambda s: near(s, "crepes", "cap")),
    ("Tacos are sold at the cart next to the one whose owner wears a beret.", lambda s: near(s, "tacos", "beret")),
    ("The falafel seller also sells root beer.", lambda s: s.same("falafel", "root beer")),
    ("Celine sells pierogi.", lambda s: s.same("Celine", "pierogi")),
    ("Darius's cart is next to the teal cart.", lambda s: near(s, "Darius", "teal")),
]
QUESTIONS = [("Who sells cola? Who wears the fedora?",
              lambda s: (s.v("Owners", "cola"), s.v("Owners", "fedora")))]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["Each cart is painted a different color, and each owner sells a different food and a "
         "different drink and wears a different hat. The first cart is the one on the far left, "
         "and right means your right as you face the carts."]
REMARKS = INTRO + OUTRO
