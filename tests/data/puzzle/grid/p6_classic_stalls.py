ST = "Stalls"
def st(s, x):
    return s.n(ST, x)
def nextto(s, x, y):
    return abs(st(s, x) - st(s, y)) == 1
CATEGORIES = [
    ("Stalls", ["first", "second", "third", "fourth", "fifth"]),
    ("Traders", ["Abel", "Bettina", "Casimir", "Delphine", "Ezra"]),
    ("Awnings", ["green", "spotted", "striped", "tartan", "yellow"]),
    ("Goods", ["cheese", "fish", "flowers", "honey", "pottery"]),
    ("Lunches", ["bagel", "crêpe", "pasty", "pretzel", "samosa"]),
    ("Transport", ["bicycle", "bus", "car", "handcart", "van"]),
]
CLUES = [
    ("Abel sells fish.", lambda s: s.same("Abel", "fish")),
    ("The flower stall has the tartan awning.", lambda s: s.same("flowers", "tartan")),
    ("Whoever eats a bagel for lunch sells honey.", lambda s: s.same("bagel", "honey")),
    ("The stall with the green awning is in the middle of the row.", lambda s: st(s, "green") == 3),
    ("Delphine's stall is the first in the row, at the far left.", lambda s: st(s, "Delphine") == 1),
    ("The striped awning is immediately to the right of the tartan one.", lambda s: st(s, "striped") == st(s, "tartan") + 1),
    ("Bettina comes to market by car.", lambda s: s.same("Bettina", "car")),
    ("The cheese seller eats a samosa.", lambda s: s.same("cheese", "samosa")),
    ("The trader who comes by bus sells honey.", lambda s: s.same("bus", "honey")),
    ("The pasty eater arrives in a van.", lambda s: s.same("pasty", "van")),
    ("The pretzel eater's stall is at the far right.", lambda s: st(s, "pretzel") == 5),
    ("Casimir's stall is next to Bettina's.", lambda s: nextto(s, "Casimir", "Bettina")),
    ("The handcart belongs to the man who sells pottery.", lambda s: s.same("handcart", "pottery")),
    ("Whoever rides a bicycle eats a crêpe.", lambda s: s.same("bicycle", "crêpe")),
    ("The spotted awning is immediately to the left of the yellow one.", lambda s: st(s, "spotted") == st(s, "yellow") - 1),
    ("Delphine cycles to market.", lambda s: s.same("Delphine", "bicycle")),
    ("Ezra's awning is green.", lambda s: s.same("Ezra", "green")),
]
REMARKS = ["Every Saturday five traders set up their stalls in a single row along the quay, numbered first to fifth from left to right. Each stall has an awning of its own, each trader sells one kind of goods, eats the same lunch every week and always travels to market the same way, and no two of them share an awning, goods, a lunch or a way of travelling."]
QUESTIONS = [("Who sells pottery?", lambda s: s.v("Traders", "pottery")),
             ("What does Bettina sell?", lambda s: s.v("Goods", "Bettina"))]
