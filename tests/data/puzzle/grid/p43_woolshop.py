B = "Balls"
CATEGORIES = [
    ("Customers", ["Hilda", "Irene", "Jean", "Kath"]),
    ("Yarns", ["aran", "chunky", "double knit", "mohair"]),
    ("Balls", ["3 balls", "4 balls", "5 balls", "6 balls"], [3, 4, 5, 6]),
]
SOLUTION = [
    ["Hilda", "mohair", "4 balls"],
    ["Irene", "aran", "6 balls"],
    ["Jean", "double knit", "3 balls"],
    ["Kath", "chunky", "5 balls"],
]
CLUES = [
    ("Irene bought more balls than anybody else, but not of the chunky.",
     lambda s: s.n(B, "Irene") == 6 and not s.same("Irene", "chunky")),
    ("The customer who chose mohair bought one ball more than Jean.", lambda s: s.n(B, "mohair") == s.n(B, "Jean") + 1),
    ("Kath didn't buy the double knit.", lambda s: not s.same("Kath", "double knit")),
    ("Hilda bought fewer balls than Kath did.", lambda s: s.n(B, "Hilda") < s.n(B, "Kath")),
    ("The double knit went to the customer who bought the fewest balls.", lambda s: s.n(B, "double knit") == 3),
    ("Hilda didn't choose the chunky.", lambda s: not s.same("Hilda", "chunky")),
    ("Jean took home fewer balls than Hilda.", lambda s: s.n(B, "Jean") < s.n(B, "Hilda")),
]
NUM = "."
DOT = False
INTRO = ["Four regular customers called at the Woolly Ewe in Market Street on Saturday morning, and each bought a different kind of yarn. "
         "Can you work out what each woman bought and how many balls she took home?"]
OUTRO = []
REMARKS = INTRO + OUTRO
