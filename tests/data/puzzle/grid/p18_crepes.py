P = "Prices"
CATEGORIES = [
    ("Customers", ["Alice", "Boris", "Chen", "Dora", "Emeka"]),
    ("Fillings", ["banana", "cheese", "ham", "lemon", "mushroom"]),
    ("Drinks", ["cocoa", "coffee", "juice", "milk", "tea"]),
    ("Prices", ["$4.50", "$5.25", "$6.00", "$6.75", "$7.50"], [450, 525, 600, 675, 750]),
]
SOLUTION = [
    ["Alice", "lemon", "tea", "$4.50"],
    ["Boris", "ham", "coffee", "$7.50"],
    ["Chen", "mushroom", "juice", "$6.75"],
    ["Dora", "banana", "cocoa", "$5.25"],
    ["Emeka", "cheese", "milk", "$6.00"],
]
def different(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CLUES = [
    ("The lemon crepe was the cheapest.", lambda s: s.n(P, "lemon") == 450),
    ("The person who ordered the cocoa paid 75 cents more than Alice.", lambda s: s.n(P, "cocoa") == s.n(P, "Alice") + 75),
    ("Boris's order cost $1.50 more than Emeka's.", lambda s: s.n(P, "Boris") == s.n(P, "Emeka") + 150),
    ("The ham crepe cost 75 cents more than the mushroom crepe.", lambda s: s.n(P, "ham") == s.n(P, "mushroom") + 75),
    ("The five customers were Chen, the one who drank tea, the one who had the cheese crepe, the person who paid $7.50, and the one who ordered the banana crepe.",
     lambda s: different(s, "Chen", "tea", "cheese", "$7.50", "banana")),
    ("The coffee drinker paid more than the juice drinker.", lambda s: s.n(P, "coffee") > s.n(P, "juice")),
    ("Emeka didn't drink juice.", lambda s: not s.same("Emeka", "juice")),
    ("Chen paid 75 cents less than Boris.", lambda s: s.n(P, "Chen") == s.n(P, "Boris") - 75),
    ("Dora didn't pay the least.", lambda s: s.n(P, "Dora") != 450),
    ("Emeka didn't order the banana crepe.", lambda s: not s.same("Emeka", "banana")),
]
QUESTIONS = [("What did Dora drink?", lambda s: s.v("Drinks", "Dora"))]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
