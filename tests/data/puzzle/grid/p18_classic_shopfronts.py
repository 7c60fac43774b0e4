P = "Shops"
def near(s, a, b):
    return abs(s.n(P, a) - s.n(P, b)) == 1
CATEGORIES = [
    ("Shops", ["1", "2", "3", "4", "5"]),
    ("Shopkeepers", ["Mr Ames", "Mrs Boyle", "Mr Carew", "Miss Dale", "Mrs Egan"]),
    ("Trades", ["baker", "butcher", "chemist", "florist", "grocer"]),
    ("Awnings", ["blue", "brown", "green", "orange", "striped"]),
    ("Pets", ["canary", "cat", "goldfish", "parrot", "terrier"]),
]
SOLUTION = [
    ["1", "Mrs Boyle", "florist", "green", "canary"],
    ["2", "Mr Carew", "chemist", "striped", "goldfish"],
    ["3", "Mrs Egan", "baker", "orange", "cat"],
    ["4", "Mr Ames", "grocer", "blue", "terrier"],
    ["5", "Miss Dale", "butcher", "brown", "parrot"],
]
CLUES = [
    ("Mrs Boyle is the florist.", lambda s: s.same("Mrs Boyle", "florist")),
    ("The butcher keeps a parrot.", lambda s: s.same("butcher", "parrot")),
    ("The first shop on the left has a green awning.", lambda s: s.n(P, "green") == 1),
    ("The baker's shop is in the middle of the parade.", lambda s: s.n(P, "baker") == 3),
    ("The chemist's awning is striped.", lambda s: s.same("chemist", "striped")),
    ("Mr Ames owns a terrier.", lambda s: s.same("Mr Ames", "terrier")),
    ("The orange awning is immediately to the right of the striped one.", lambda s: s.n(P, "orange") == s.n(P, "striped") + 1),
    ("The cat lives at the baker's.", lambda s: s.same("cat", "baker")),
    ("The goldfish is kept next door to the florist's.", lambda s: near(s, "goldfish", "florist")),
    ("Miss Dale's shop is at the right-hand end.", lambda s: s.n(P, "Miss Dale") == 5),
    ("The grocer's awning is blue.", lambda s: s.same("grocer", "blue")),
    ("The canary lives in the shop with the green awning.", lambda s: s.same("canary", "green")),
    ("Mr Carew's shop is next to Mrs Boyle's.", lambda s: near(s, "Mr Carew", "Mrs Boyle")),
    ("Mr Carew is the chemist.", lambda s: s.same("Mr Carew", "chemist")),
]
QUESTIONS = [("Who keeps the cat? Who is the grocer?",
              lambda s: (s.v("Shopkeepers", "cat"), s.v("Shopkeepers", "grocer")))]
NUM = "."
DOT = True
INTRO = ["Five shops stand side by side in a parade, numbered 1 to 5 from left to right. Each has a different shopkeeper, trade, awning and pet."]
OUTRO = []
REMARKS = INTRO + OUTRO
