Z = "Sizes"
C = "Prices"
def z(s, x):
    return s.n(Z, x)
def c(s, x):
    return s.n(C, x)
CATEGORIES = [
    ("Buyers", ["Lena", "Mira", "Nell", "Oona"]),
    ("Perfumes", ["Amber Dusk", "Cedar No. 9", "Fig Leaf", "Velvet Iris"]),
    ("Sizes", ["30 ml", "50 ml", "75 ml", "100 ml"], [30, 50, 75, 100]),
    ("Prices", ["$38.50", "$52.00", "$64.75", "$89.99"], [3850, 5200, 6475, 8999]),
]
CLUES = [
    ("Nell's was priciest.", lambda s: c(s, "Nell") == 8999),
    ("Nell bought the smallest bottle.", lambda s: z(s, "Nell") == 30),
    ("Mira got the 100 ml bottle.", lambda s: s.same("Mira", "100 ml")),
    ("Fig Leaf cost least.", lambda s: c(s, "Fig Leaf") == 3850),
    ("Oona didn't buy Fig Leaf.", lambda s: not s.same("Oona", "Fig Leaf")),
    ("Amber Dusk cost $13.50 more than Fig Leaf.", lambda s: c(s, "Amber Dusk") == c(s, "Fig Leaf") + 1350),
    ("Velvet Iris wasn't Mira's.", lambda s: not s.same("Velvet Iris", "Mira")),
    ("Oona's bottle was bigger than Lena's.", lambda s: z(s, "Oona") > z(s, "Lena")),
    ("Lena spent less than Mira.", lambda s: c(s, "Lena") < c(s, "Mira")),
    ("The 75 ml bottle cost $52.00.", lambda s: s.same("75 ml", "$52.00")),
]
QUESTIONS = [("Who bought Cedar No. 9?", lambda s: s.v("Buyers", "Cedar No. 9"))]
