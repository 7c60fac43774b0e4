K, C, N, D, P = "Caravans", "Colours", "Nationalities", "Drinks", "Pets"
def k(s, x):
    return s.n(K, x)
def nextto(s, x, y):
    return abs(k(s, x) - k(s, y)) == 1
CATEGORY_LINES = False
CATEGORIES = [
    (K, ["1", "2", "3", "4", "5"]),
    (C, ["beige", "grey", "pink", "teal", "white"]),
    (N, ["Belgian", "Finn", "Greek", "Maltese", "Peruvian"]),
    (D, ["cocoa", "coffee", "lemonade", "milk", "tea"]),
    (P, ["budgie", "cat", "ferret", "hamster", "rabbit"]),
]
CLUES = [
    ("There are five caravans standing in a row in Mr. Pendry's field.", lambda s: True),
    ("The Belgian lives in the pink caravan.", lambda s: s.same("Belgian", "pink")),
    ("The Peruvian keeps a rabbit.", lambda s: s.same("Peruvian", "rabbit")),
    ("Coffee is drunk in the pink caravan.", lambda s: s.same("coffee", "pink")),
    ("The Finn drinks tea.", lambda s: s.same("Finn", "tea")),
    ("The white caravan stands immediately to the right of the beige one.", lambda s: k(s, "white") == k(s, "beige") + 1),
    ("The budgie lives in the white caravan.", lambda s: s.same("budgie", "white")),
    ("Lemonade is drunk in the teal caravan.", lambda s: s.same("lemonade", "teal")),
    ("The Finn's caravan is the first on the left.", lambda s: k(s, "Finn") == 1),
    ("The cat lives next door to the beige caravan.", lambda s: nextto(s, "cat", "beige")),
    ("The hamster is kept in a caravan next to the one where the budgie lives.", lambda s: nextto(s, "hamster", "budgie")),
    ("The Greek lives in the middle caravan.", lambda s: k(s, "Greek") == 3),
    ("The Maltese has the caravan at the right-hand end.", lambda s: k(s, "Maltese") == 5),
    ("Cocoa is drunk next door to the grey caravan.", lambda s: nextto(s, "cocoa", "grey")),
]
OUTRO = "Left and right are as you look at the caravans from the field gate. Each caravan is painted a different colour, and its owner is of a different nationality from the others, drinks something different and keeps a different pet."
REMARKS = [OUTRO]
QUESTIONS = [("Who drinks milk?", lambda s: s.v(N, "milk")), ("Who keeps the ferret?", lambda s: s.v(N, "ferret"))]
