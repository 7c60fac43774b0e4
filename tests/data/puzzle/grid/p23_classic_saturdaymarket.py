# A zebra-style puzzle about four market stalls in a row, with category lines.
# Stalls are numbered 1 to 4 from left to right, as the intro says.
P = "Stalls"
def near(s, a, b):
    return abs(s.n(P, a) - s.n(P, b)) == 1
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4"]),
    ("Stallholders", ["Bridget", "Ivor", "Nell", "Rafe"]),
    ("Awnings", ["green", "orange", "purple", "striped"]),
    ("Goods", ["cheese", "honey", "plants", "soap"]),
    ("Hometowns", ["Ashford", "Bexley", "Crayford", "Dartford"]),
]
SOLUTION = [
    ["1", "Nell", "striped", "soap", "Crayford"],
    ["2", "Rafe", "green", "cheese", "Ashford"],
    ["3", "Bridget", "orange", "plants", "Dartford"],
    ["4", "Ivor", "purple", "honey", "Bexley"],
]
CLUES = [
    ("The cheese stall has a green awning.", lambda s: s.same("cheese", "green")),
    ("Bridget sells plants.", lambda s: s.same("Bridget", "plants")),
    ("The stall under the purple awning is at the right-hand end.", lambda s: s.n(P, "purple") == 4),
    ("Nell's stall is immediately to the left of the cheese stall.", lambda s: s.n(P, "Nell") == s.n(P, "cheese") - 1),
    ("The stallholder from Bexley sells honey.", lambda s: s.same("Bexley", "honey")),
    ("The stallholders from Ashford and Dartford are next to each other.", lambda s: near(s, "Ashford", "Dartford")),
    ("Soap is sold at one end of the row.", lambda s: s.n(P, "soap") in (1, 4)),
    ("Rafe isn't from Dartford.", lambda s: not s.same("Rafe", "Dartford")),
    ("The orange awning is somewhere to the right of the striped one.", lambda s: s.n(P, "orange") > s.n(P, "striped")),
    ("Honey is sold at the opposite end of the row from the soap.",
     lambda s: {s.n(P, "honey"), s.n(P, "soap")} == {1, 4}),
    ("Rafe's stall is next to Nell's.", lambda s: near(s, "Rafe", "Nell")),
    ("The stallholder from Crayford sells soap.", lambda s: s.same("Crayford", "soap")),
    ("Ivor doesn't come from Crayford.", lambda s: not s.same("Ivor", "Crayford")),
]
QUESTIONS = [
    ("Who comes from Crayford?", lambda s: s.v("Stallholders", "Crayford")),
    ("What does Ivor sell?", lambda s: s.v("Goods", "Ivor")),
]
NUM = None
DOT = False
INTRO = [
    "Four stalls stand in a row at the Saturday market, numbered 1 to 4 from left to right. Each stall has a different holder, a different awning and sells different goods, and each stallholder comes from a different town.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
