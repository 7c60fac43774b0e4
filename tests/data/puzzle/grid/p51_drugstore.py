P = "Prices"
CATEGORIES = [
    ("Customers", ["Mr. Abbott", "Mrs. Beale", "Dr. Chase", "Ms. Doyle", "Mr. Ellison"]),
    ("Items", ["aspirin", "cough syrup", "film", "razor blades", "toothpaste"]),
    ("Prices", ["$1.25", "$1.50", "$1.75", "$2.00", "$2.25"], [125, 150, 175, 200, 225]),
]
SOLUTION = [
    ["Mr. Abbott", "razor blades", "$1.75"],
    ["Mrs. Beale", "cough syrup", "$2.25"],
    ["Dr. Chase", "aspirin", "$1.25"],
    ["Ms. Doyle", "film", "$2.00"],
    ["Mr. Ellison", "toothpaste", "$1.50"],
]
CLUES = [
    ("Dr. Chase spent the least.", lambda s: s.n(P, "Dr. Chase") == 125),
    ("The film cost 25 cents more than Mr. Abbott's purchase.", lambda s: s.n(P, "film") == s.n(P, "Mr. Abbott") + 25),
    ("Mrs. Beale, who didn't buy the aspirin, spent more than Ms. Doyle.",
     lambda s: not s.same("Mrs. Beale", "aspirin") and s.n(P, "Mrs. Beale") > s.n(P, "Ms. Doyle")),
    ("The toothpaste cost $1.50.", lambda s: s.same("toothpaste", "$1.50")),
    ("Mr. Abbott didn't buy the cough syrup.", lambda s: not s.same("Mr. Abbott", "cough syrup")),
    ("Ms. Doyle spent more than Mr. Abbott.", lambda s: s.n(P, "Ms. Doyle") > s.n(P, "Mr. Abbott")),
    ("Mr. Ellison paid 25 cents more than the customer who bought the aspirin.",
     lambda s: s.n(P, "Mr. Ellison") == s.n(P, "aspirin") + 25),
]
QUESTIONS = [
    ("What did Ms. Doyle buy?", lambda s: s.v("Items", "Ms. Doyle")),
    ("How much did the razor blades cost?", lambda s: s.v(P, "razor blades")),
]
NUM = "."
INTRO = ["Five customers were waiting at the counter of Hollister's Drug Store when it opened on Saturday morning. Each bought just one item, and no two paid the same."]
ASK = "Can you find out what each customer bought and how much it cost?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
