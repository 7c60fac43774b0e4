P = "Prices"
CATEGORIES = [
    ("Customers", ["Mr Quinn", "Mrs Rudd", "Mr Sayer", "Mrs Tapp", "Mr Venn"]),
    ("Purchases", ["bucket", "doormat", "paraffin", "pruning saw", "tin of creosote"]),
    ("Prices", ["£3.20", "£4.50", "£5.80", "£7.10", "£8.40"], [320, 450, 580, 710, 840]),
]
SOLUTION = [
    ["Mr Quinn", "doormat", "£7.10"],
    ["Mrs Rudd", "paraffin", "£3.20"],
    ["Mr Sayer", "pruning saw", "£8.40"],
    ["Mrs Tapp", "bucket", "£4.50"],
    ["Mr Venn", "tin of creosote", "£5.80"],
]
CLUES = [
    ("The pruning saw was the dearest thing sold all morning.", lambda s: s.n(P, "pruning saw") == 840),
    ("Mrs Rudd spent £1.30 less than the customer who bought the bucket.", lambda s: s.n(P, "Mrs Rudd") == s.n(P, "bucket") - 130),
    ("Mr Quinn paid more than Mr Venn, who didn't buy the doormat.",
     lambda s: s.n(P, "Mr Quinn") > s.n(P, "Mr Venn") and not s.same("Mr Venn", "doormat")),
    ("The creosote cost £2.60 more than the paraffin.", lambda s: s.n(P, "tin of creosote") == s.n(P, "paraffin") + 260),
    ("Neither of the women bought the saw.", lambda s: s.v("Customers", "pruning saw") not in ("Mrs Rudd", "Mrs Tapp")),
    ("Mr Sayer spent more than Mr Quinn.", lambda s: s.n(P, "Mr Sayer") > s.n(P, "Mr Quinn")),
    ("The paraffin was bought by one of the ladies.", lambda s: s.v("Customers", "paraffin") in ("Mrs Rudd", "Mrs Tapp")),
    ("Mrs Tapp spent less than Mr Venn.", lambda s: s.n(P, "Mrs Tapp") < s.n(P, "Mr Venn")),
    ("Nobody spent less than Mrs Rudd.", lambda s: s.n(P, "Mrs Rudd") == 320),
]
QUESTIONS = [("What did Mr Venn buy?", lambda s: s.v("Purchases", "Mr Venn"))]
NUM = "."
INTRO = ["Old Mr Pargeter has kept the ironmonger's in Fore Street for forty years.",
         "On Tuesday morning he served five customers, three men and two women, each of whom bought a single item at a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
