H = "Houses"
def pos(s, x):
    return s.n(H, x)
def next_to(s, a, b):
    return abs(pos(s, a) - pos(s, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Nationalities", ["Dane", "Finn", "Greek", "Pole", "Swiss"]),
    ("Colours", ["blue", "green", "red", "white", "yellow"]),
    ("Drinks", ["coffee", "juice", "milk", "tea", "water"]),
    ("Pets", ["birds", "cats", "dogs", "fish", "horses"]),
    ("Sports", ["cricket", "golf", "hockey", "rugby", "tennis"]),
]
CLUES = [
    ("The Swiss keeps dogs.", lambda s: s.same("Swiss", "dogs")),
    ("The Dane drinks coffee.", lambda s: s.same("Dane", "coffee")),
    ("The Pole lives in the white house.", lambda s: s.same("Pole", "white")),
    ("The green house is immediately to the left of the yellow house.", lambda s: pos(s, "green") == pos(s, "yellow") - 1),
    ("The owner of the green house drinks coffee.", lambda s: s.same("green", "coffee")),
    ("The person who plays rugby keeps birds.", lambda s: s.same("rugby", "birds")),
    ("The owner of the red house plays golf.", lambda s: s.same("red", "golf")),
    ("The man living in the centre house drinks milk.", lambda s: pos(s, "milk") == 3),
    ("The Finn lives in the first house.", lambda s: pos(s, "Finn") == 1),
    ("The man who plays tennis lives next to the one who keeps cats.", lambda s: next_to(s, "tennis", "cats")),
    ("The man who keeps horses lives next to the man who plays golf.", lambda s: next_to(s, "horses", "golf")),
    ("The man who plays cricket drinks juice.", lambda s: s.same("cricket", "juice")),
    ("The Dane plays hockey.", lambda s: s.same("Dane", "hockey")),
    ("The Finn lives next to the blue house.", lambda s: next_to(s, "Finn", "blue")),
    ("The man who plays tennis has a neighbour who drinks water.", lambda s: next_to(s, "tennis", "water")),
]
REMARKS = ["There are five houses in a row, each painted a different colour. In each house lives a man of a different nationality. The five owners each drink a different drink, keep a different pet and play a different sport.",
           "The first house is the one on the far left."]
QUESTIONS = [("Who drinks water?", lambda s: s.v("Nationalities", "water")), ("Who owns the fish?", lambda s: s.v("Nationalities", "fish"))]
