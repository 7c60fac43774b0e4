# British: a dog agility show; places as ranks, titles give the handlers' sex.
PL = "Places"
CATEGORIES = [
    ("Handlers", ["Mrs Fox", "Mr Hale", "Ms Ings", "Mr Judd"]),
    ("Dogs", ["Bramble", "Nell", "Pip", "Scout"]),
    ("Breeds", ["border collie", "cocker spaniel", "Jack Russell", "whippet"]),
    ("Places", ["1st", "2nd", "3rd", "4th"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Mrs Fox", "Pip", "Jack Russell", "2nd"],
    ["Mr Hale", "Nell", "border collie", "1st"],
    ["Ms Ings", "Scout", "whippet", "4th"],
    ["Mr Judd", "Bramble", "cocker spaniel", "3rd"],
]
CLUES = [
    ("The border collie won the class.", lambda s: s.n(PL, "border collie") == 1),
    ("Scout finished two places behind Pip.", lambda s: s.n(PL, "Scout") == s.n(PL, "Pip") + 2),
    ("Mr Hale handles Nell, who isn't the whippet.",
     lambda s: s.same("Mr Hale", "Nell") and not s.same("Nell", "whippet")),
    ("The cocker spaniel finished one place ahead of the whippet.",
     lambda s: s.n(PL, "cocker spaniel") == s.n(PL, "whippet") - 1),
    ("Neither of the women handles Bramble.",
     lambda s: not s.same("Mrs Fox", "Bramble") and not s.same("Ms Ings", "Bramble")),
    ("The Jack Russell, Pip, was beaten only by the border collie.",
     lambda s: s.same("Jack Russell", "Pip") and s.n(PL, "Pip") == 2),
    ("Mrs Fox's dog beat Mr Judd's.", lambda s: s.n(PL, "Mrs Fox") < s.n(PL, "Mr Judd")),
]
NUM = None
DOT = False
INTRO = ["Four handlers ran their dogs in the novice agility class at the county show. Each dog is of a different breed, and there were no ties."]
OUTRO = []
REMARKS = INTRO + OUTRO
