P = "Prices"
CATEGORIES = [
    ("Customers", ["Mrs Amis", "Mr Blyth", "Miss Corder", "Mr Dunn"]),
    ("Bicycles", ["folding bike", "racer", "tandem", "tricycle"]),
    ("Repairs", ["brakes", "chain", "gears", "puncture"]),
    ("Prices", ["$8", "$12", "$16", "$20"], [8, 12, 16, 20]),
]
SOLUTION = [
    ["Mrs Amis", "tricycle", "puncture", "$8"],
    ["Mr Blyth", "tandem", "gears", "$20"],
    ["Miss Corder", "racer", "chain", "$12"],
    ["Mr Dunn", "folding bike", "brakes", "$16"],
]
CLUES = [
    ("The tandem, which wasn't Miss Corder's, cost $8 more to put right than the racer.",
     lambda s: not s.same("tandem", "Miss Corder") and s.n(P, "tandem") == s.n(P, "racer") + 8),
    ("Mrs Amis paid the least, and hers wasn't the folding bike.",
     lambda s: s.n(P, "Mrs Amis") == 8 and not s.same("Mrs Amis", "folding bike")),
    ("The gears were fixed on the bicycle whose repair cost the most, while the puncture was mended for $8.",
     lambda s: s.n(P, "gears") == 20 and s.same("puncture", "$8")),
    ("Mr Dunn's bill was $4 more than Miss Corder's.",
     lambda s: s.n(P, "Mr Dunn") == s.n(P, "Miss Corder") + 4),
    ("The folding bike didn't need a new chain.", lambda s: not s.same("folding bike", "chain")),
    ("Mr Blyth, who owns the tandem, paid more than Mr Dunn.",
     lambda s: s.same("Mr Blyth", "tandem") and s.n(P, "Mr Blyth") > s.n(P, "Mr Dunn")),
]
NUM = ")"
DOT = False
INTRO = ["On Your Bike",
         "Ray Spokes runs a small bicycle repair shop on Main Street in Maple Falls. "
         "On Saturday morning four customers called to collect their bicycles, each of which had needed a different repair, "
         "and each customer paid a different amount."]
OUTRO = []
REMARKS = INTRO + OUTRO
