P = "Prices"
CATEGORIES = [
    ("Customers", ["Ada", "Bram", "Cleo", "Dev"]),
    ("Pastries", ["croissant", "eclair", "muffin", "scone"]),
    ("Prices", ["$3", "$4", "$5", "$6"], [3, 4, 5, 6]),
]
CLUES = [
    ("Ada paid 2 dollars more than Bram.", lambda s: s.n(P, "Ada") == s.n(P, "Bram") + 2),
    ("The customer who bought the eclair paid $1 more than Bram.",
     lambda s: s.n(P, "eclair") == s.n(P, "Bram") + 1),
    ("The croissant cost more than the muffin.", lambda s: s.n(P, "croissant") > s.n(P, "muffin")),
    ("Dev paid less than the person who bought the muffin.",
     lambda s: s.n(P, "Dev") < s.n(P, "muffin")),
    ("Cleo paid $1 more than Ada.", lambda s: s.n(P, "Cleo") == s.n(P, "Ada") + 1),
]
QUESTIONS = [("How much did Cleo pay?", lambda s: s.v(P, "Cleo"))]
