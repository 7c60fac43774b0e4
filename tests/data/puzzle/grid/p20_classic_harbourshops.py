S = "Shops"
def near(s, a, b):
    return abs(s.n(S, a) - s.n(S, b)) == 1
CATEGORIES = [
    ("Shops", ["1", "2", "3", "4", "5"]),
    ("Owners", ["Mr Abel", "Mrs Bird", "Ms Cato", "Mr Dunn", "Mrs Eade"]),
    ("Trades", ["baker", "bookseller", "chemist", "florist", "ironmonger"]),
    ("Awnings", ["green", "maroon", "navy", "orange", "yellow"]),
    ("Animals", ["canary", "goldfish", "shop cat", "terrier", "tortoise"]),
]
SOLUTION = [
    ["1", "Mrs Bird", "florist", "yellow", "canary"],
    ["2", "Mr Dunn", "baker", "navy", "terrier"],
    ["3", "Ms Cato", "bookseller", "green", "shop cat"],
    ["4", "Mr Abel", "chemist", "maroon", "goldfish"],
    ["5", "Mrs Eade", "ironmonger", "orange", "tortoise"],
]
CLUES = [
    ("The baker's awning is navy.", lambda s: s.same("baker", "navy")),
    ("Mrs Bird runs the shop at the left-hand end.", lambda s: s.n(S, "Mrs Bird") == 1),
    ("The bookseller keeps a shop cat.", lambda s: s.same("bookseller", "shop cat")),
    ("Mr Abel's shop is immediately to the right of the shop with the green awning.", lambda s: s.n(S, "Mr Abel") == s.n(S, "green") + 1),
    ("The goldfish lives in the chemist's.", lambda s: s.same("goldfish", "chemist")),
    ("Mrs Eade is the ironmonger.", lambda s: s.same("Mrs Eade", "ironmonger")),
    ("The yellow awning is next to the navy one.", lambda s: near(s, "yellow", "navy")),
    ("Mr Dunn owns the terrier.", lambda s: s.same("Mr Dunn", "terrier")),
    ("The shop with the orange awning is at the right-hand end.", lambda s: s.n(S, "orange") == 5),
    ("Mrs Eade's shop is at the right-hand end, next to Mr Abel's.", lambda s: s.n(S, "Mrs Eade") == 5 and near(s, "Mr Abel", "Mrs Eade")),
    ("The chemist is immediately to the right of the bookseller.", lambda s: s.n(S, "chemist") == s.n(S, "bookseller") + 1),
    ("The florist keeps a canary.", lambda s: s.same("florist", "canary")),
    ("Ms Cato's shop is next to Mr Dunn's.", lambda s: near(s, "Ms Cato", "Mr Dunn")),
]
QUESTIONS = [("Who keeps the tortoise?", lambda s: s.v("Owners", "tortoise")),
             ("Whose awning is maroon?", lambda s: s.v("Owners", "maroon"))]
NUM = "."
DOT = True
INTRO = ["Five shops stand side by side on Harbour Street, numbered 1 to 5 from left to right. Each has a different owner, a different trade and a different colour of awning, and in each shop lives a different animal."]
OUTRO = []
REMARKS = INTRO + OUTRO
