# Website style: an ordered category of sizes (S ... XL), "The four customers were ...".
Z = "Sizes"
P = "Prices"
def z(s, x):
    return s.n(Z, x)
def p(s, x):
    return s.n(P, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Customers", ["Jonte", "Kerensa", "Lowen", "Morwenna"]),
    ("Sizes", ["S", "M", "L", "XL"], [1, 2, 3, 4]),
    ("Brands", ["Kelp", "Seal", "Swell", "Tidal"]),
    ("Prices", ["$89", "$119", "$145", "$179"], [89, 119, 145, 179]),
]
SOLUTION = [("Jonte", "L", "Tidal", "$145"), ("Kerensa", "S", "Kelp", "$179"),
            ("Lowen", "XL", "Swell", "$89"), ("Morwenna", "M", "Seal", "$119")]
CLUES = [
    ("Kerensa bought the smallest wetsuit and paid the most.", lambda s: z(s, "Kerensa") == 1 and p(s, "Kerensa") == 179),
    ("Lowen's wetsuit is one size larger than Jonte's.", lambda s: z(s, "Lowen") == z(s, "Jonte") + 1),
    ("The Seal wetsuit cost $30 more than the Swell.", lambda s: p(s, "Seal") == p(s, "Swell") + 30),
    ("The four customers were Jonte, the one who bought the Kelp wetsuit, the one who paid $119 and the one who chose size XL.",
     lambda s: len({s.e("Jonte"), s.e("Kelp"), s.e("$119"), s.e("XL")}) == 4),
    ("The Tidal wetsuit was not size M.", lambda s: z(s, "Tidal") != 2),
    ("Morwenna paid less than Jonte.", lambda s: p(s, "Morwenna") < p(s, "Jonte")),
    ("The Swell wetsuit was the largest.", lambda s: z(s, "Swell") == 4),
]
QUESTIONS = [("Which brand did Morwenna buy?", lambda s: s.v("Brands", "Morwenna"))]
