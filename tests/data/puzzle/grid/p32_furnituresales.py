P = "Prices"
D = "Deliveries"
CATEGORIES = [
    ("Customers", ["Mr. Avila", "Mrs. Beck", "Ms. Cole", "Mr. Diaz", "Mrs. Eaton"]),
    ("Items", ["armoire", "bookcase", "dining table", "recliner", "sofa"]),
    ("Prices", ["$329.99", "$449.99", "$569.99", "$689.99", "$809.99"], [32999, 44999, 56999, 68999, 80999]),
    ("Deliveries", ["March 3", "March 5", "March 7", "March 9", "March 11"], [3, 5, 7, 9, 11]),
]
SOLUTION = [
    ["Mr. Avila", "recliner", "$449.99", "March 9"],
    ["Mrs. Beck", "sofa", "$809.99", "March 3"],
    ["Ms. Cole", "bookcase", "$329.99", "March 7"],
    ["Mr. Diaz", "dining table", "$689.99", "March 11"],
    ["Mrs. Eaton", "armoire", "$569.99", "March 5"],
]
CLUES = [
    ("The most expensive item was the first to be delivered.", lambda s: s.n(D, "$809.99") == 3),
    ("The armoire cost $120.00 more than Mr. Avila's purchase.", lambda s: s.n(P, "armoire") == s.n(P, "Mr. Avila") + 12000),
    ("Ms. Cole's purchase was delivered 2 days after the armoire.", lambda s: s.n(D, "Ms. Cole") == s.n(D, "armoire") + 2),
    ("The bookcase was the least expensive item.", lambda s: s.n(P, "bookcase") == 32999),
    ("Mr. Diaz's delivery was the last one.", lambda s: s.n(D, "Mr. Diaz") == 11),
    ("Either Mrs. Beck or Mr. Diaz bought the dining table.",
     lambda s: s.same("Mrs. Beck", "dining table") != s.same("Mr. Diaz", "dining table")),
    ("The recliner arrived 2 days before Mr. Diaz's purchase.", lambda s: s.n(D, "recliner") == s.n(D, "Mr. Diaz") - 2),
    ("Mrs. Eaton's purchase arrived 2 days after Mrs. Beck's.", lambda s: s.n(D, "Mrs. Eaton") == s.n(D, "Mrs. Beck") + 2),
    ("Mr. Diaz spent more than Mrs. Eaton.", lambda s: s.n(P, "Mr. Diaz") > s.n(P, "Mrs. Eaton")),
    ("The sofa was delivered on March 3.", lambda s: s.same("sofa", "March 3")),
]
QUESTIONS = [("Who bought the sofa?", lambda s: s.v("Customers", "sofa"))]
NUM = "."
DOT = False
INTRO = [
    "Spring Furniture Sale",
    "During its spring sale, Hudson Home Furnishings sold five big pieces to five different customers. Each piece had a different sale price and was delivered on a different date in March. Determine the item each customer bought, its price, and its delivery date.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
