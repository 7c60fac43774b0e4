P = "Prices"
CATEGORIES = [
    ("Customers", ["Ansel", "Brooke", "Carmen", "Desmond"]),
    ("Flavors", ["butter pecan", "mint chip", "pistachio", "strawberry"]),
    ("Toppings", ["caramel", "hot fudge", "sprinkles", "whipped cream"]),
    ("Prices", ["$4.50", "$5.00", "$5.50", "$6.00"], [450, 500, 550, 600]),
]
SOLUTION = [
    ["Ansel", "pistachio", "sprinkles", "$5.50"],
    ["Brooke", "strawberry", "hot fudge", "$4.50"],
    ["Carmen", "butter pecan", "whipped cream", "$6.00"],
    ["Desmond", "mint chip", "caramel", "$5.00"],
]
CLUES = [
    ("The sundae with hot fudge cost $1.00 less than Ansel's.", lambda s: s.n(P, "hot fudge") == s.n(P, "Ansel") - 100),
    ("Carmen's sundae was the most expensive.", lambda s: s.n(P, "Carmen") == 600),
    ("The mint chip sundae cost 50 cents more than the strawberry sundae.", lambda s: s.n(P, "mint chip") == s.n(P, "strawberry") + 50),
    ("Neither the $5.50 sundae nor Desmond's sundae came with whipped cream.",
     lambda s: not s.same("$5.50", "whipped cream") and not s.same("Desmond", "whipped cream")),
    ("The butter pecan sundae wasn't topped with caramel.", lambda s: not s.same("butter pecan", "caramel")),
    ("Brooke ordered either the strawberry sundae or the sundae with sprinkles.",
     lambda s: s.same("Brooke", "strawberry") != s.same("Brooke", "sprinkles")),
    ("The pistachio sundae didn't cost less than the sundae with caramel.", lambda s: not s.n(P, "pistachio") < s.n(P, "caramel")),
    ("Desmond's sundae cost 50 cents more than Brooke's.", lambda s: s.n(P, "Desmond") == s.n(P, "Brooke") + 50),
    ("The pistachio sundae cost 50 cents less than the butter pecan sundae.", lambda s: s.n(P, "pistachio") == s.n(P, "butter pecan") - 50),
    ("The sundae with sprinkles cost more than the mint chip sundae.", lambda s: s.n(P, "sprinkles") > s.n(P, "mint chip")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
