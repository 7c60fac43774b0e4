P = "Prices"
CATEGORIES = [
    ("Children", ["Hattie", "Isaac", "Jonah", "Kira"]),
    ("Treats", ["brownies", "cupcakes", "flapjacks", "lemon bars"]),
    ("Prices", ["$1.25", "$1.50", "$1.75", "$2.00"], [125, 150, 175, 200]),
]
CLUES = [
    ("Isaac's treat cost 25 cents more than Kira's.", lambda s: s.n(P, "Isaac") == s.n(P, "Kira") + 25),
    ("The lemon bars were the cheapest thing on the table.", lambda s: s.n(P, "lemon bars") == 125),
    ("Hattie, who didn't bake the cupcakes, charged less than the child who made the brownies.",
     lambda s: not s.same("Hattie", "cupcakes") and s.n(P, "Hattie") < s.n(P, "brownies")),
    ("Jonah sold his treat for 50 cents less than the cupcakes.",
     lambda s: s.n(P, "Jonah") == s.n(P, "cupcakes") - 50),
    ("The flapjacks did not cost $1.75.", lambda s: not s.same("flapjacks", "$1.75")),
    ("Kira didn't make the brownies.", lambda s: not s.same("Kira", "brownies")),
]
REMARKS = ["Four children ran the cake stall at the school fair, each selling a different treat at a different price."]
QUESTIONS = [("What did Hattie bake, and what did she charge for it?",
              lambda s: (s.v("Treats", "Hattie"), s.v("Prices", "Hattie")))]
