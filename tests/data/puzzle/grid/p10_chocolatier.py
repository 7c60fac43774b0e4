# Puzzle-website style.
P = "Prices"
def p(s, x):
    return s.n(P, x)
NUM = ""
DOT = True
CATEGORIES = [
    ("Customers", ["Ines", "Jorge", "Keiko", "Liam", "Mireille"]),
    ("Truffles", ["caramel", "champagne", "hazelnut", "mint", "raspberry"]),
    ("Prices", ["$1.25", "$1.50", "$1.75", "$2.00", "$2.25"], [125, 150, 175, 200, 225]),
]
SOLUTION = [("Ines", "mint", "$1.75"), ("Jorge", "caramel", "$2.25"), ("Keiko", "raspberry", "$1.25"),
            ("Liam", "hazelnut", "$2.00"), ("Mireille", "champagne", "$1.50")]
CLUES = [
    ("The caramel truffle was the most expensive.", lambda s: p(s, "caramel") == 225),
    ("Keiko paid 25 cents less than Mireille.", lambda s: p(s, "Keiko") == p(s, "Mireille") - 25),
    ("The person who bought the mint truffle paid 50 cents more than Keiko.", lambda s: p(s, "mint") == p(s, "Keiko") + 50),
    ("Liam paid more than Ines.", lambda s: p(s, "Liam") > p(s, "Ines")),
    ("Mireille didn't buy the hazelnut truffle.", lambda s: not s.same("Mireille", "hazelnut")),
    ("Of Jorge and Keiko, one bought the caramel truffle and the other bought the raspberry truffle.",
     lambda s: (s.same("Jorge", "caramel") and s.same("Keiko", "raspberry")) or (s.same("Keiko", "caramel") and s.same("Jorge", "raspberry"))),
    ("The champagne truffle cost less than the mint truffle.", lambda s: p(s, "champagne") < p(s, "mint")),
    ("Ines didn't buy the hazelnut truffle.", lambda s: not s.same("Ines", "hazelnut")),
]
QUESTIONS = [("How much did Liam pay?", lambda s: s.v(P, "Liam"))]
