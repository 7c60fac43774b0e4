B = "Berths"
def near(s, a, b):
    return abs(s.n(B, a) - s.n(B, b)) == 1
CATEGORIES = [
    ("Berths", ["1", "2", "3", "4", "5"]),
    ("Skippers", ["Aldo", "Bryn", "Cato", "Dirk", "Enzo"]),
    ("Hulls", ["blue", "green", "red", "white", "yellow"]),
    ("Catches", ["cod", "crab", "mackerel", "plaice", "squid"]),
    ("Drinks", ["cocoa", "coffee", "lemonade", "milk", "tea"]),
    ("Pets", ["cat", "dog", "ferret", "parrot", "tortoise"]),
]
SOLUTION = [
    ["1", "Dirk", "yellow", "squid", "tea", "cat"],
    ["2", "Enzo", "blue", "mackerel", "coffee", "parrot"],
    ["3", "Aldo", "red", "cod", "milk", "dog"],
    ["4", "Bryn", "white", "crab", "lemonade", "ferret"],
    ["5", "Cato", "green", "plaice", "cocoa", "tortoise"],
]
CLUES = [
    ("There are five fishing boats moored in a row.", lambda s: True),
    ("Aldo's boat is red.", lambda s: s.same("Aldo", "red")),
    ("Bryn keeps a ferret.", lambda s: s.same("Bryn", "ferret")),
    ("Cocoa is drunk on the green boat.", lambda s: s.same("cocoa", "green")),
    ("Enzo drinks coffee.", lambda s: s.same("Enzo", "coffee")),
    ("The green boat is moored immediately to the right of the white boat.",
     lambda s: s.n(B, "green") == s.n(B, "white") + 1),
    ("The skipper who fishes for squid keeps a cat.", lambda s: s.same("squid", "cat")),
    ("Tea is drunk on the yellow boat.", lambda s: s.same("tea", "yellow")),
    ("Milk is drunk on the middle boat.", lambda s: s.n(B, "milk") == 3),
    ("Dirk's boat is at the first berth.", lambda s: s.n(B, "Dirk") == 1),
    ("The mackerel boat is moored next to the boat with the cat.", lambda s: near(s, "mackerel", "cat")),
    ("The tea drinker is moored next to the skipper with the parrot.", lambda s: near(s, "tea", "parrot")),
    ("The crab fisher drinks lemonade.", lambda s: s.same("crab", "lemonade")),
    ("Cato fishes for plaice.", lambda s: s.same("Cato", "plaice")),
    ("Dirk is moored next to the blue boat.", lambda s: near(s, "Dirk", "blue")),
    ("The dog lives on the boat where milk is drunk.", lambda s: s.same("dog", "milk")),
    ("The white boat is next to the red boat.", lambda s: near(s, "white", "red")),
]
QUESTIONS = [
    ("Who keeps the tortoise?", lambda s: s.v("Skippers", "tortoise")),
    ("Who fishes for cod?", lambda s: s.v("Skippers", "cod")),
]
NUM = "."
DOT = False
INTRO = []
OUTRO = ["The berths are numbered 1 to 5 from left to right, as seen from the quay."]
REMARKS = INTRO + OUTRO
