# Clue 3, "When Ottoline met Perpetua at the counter, she was collecting the
# walnut cake.": "she" is Ottoline or Perpetua, and each reading gives a
# different unique solution.
P = "Prices"
def p(s, x):
    return s.n(P, x)
NUM = "1."
CATEGORIES = [
    ("Customers", ["Ottoline", "Perpetua", "Quincy", "Radek"]),
    ("Cakes", ["carrot", "lemon drizzle", "red velvet", "walnut"]),
    ("Prices", ["$18", "$22", "$26", "$30"], [18, 22, 26, 30]),
]
INTRO = ["Four customers collected birthday cakes from the Crumb & Co. bakery on Saturday morning."]
REMARKS = INTRO
CLUES = [
    ("Quincy paid the most.", lambda s: p(s, "Quincy") == 30),
    ("Radek ordered the lemon drizzle.", lambda s: s.same("Radek", "lemon drizzle")),
    ("The lemon drizzle was the cheapest cake.", lambda s: p(s, "lemon drizzle") == 18),
    ("Quincy took home the red velvet.", lambda s: s.same("Quincy", "red velvet")),
    ("Perpetua paid $22.", lambda s: s.same("Perpetua", "$22")),
]
BAD = "When Ottoline met Perpetua at the counter, she was collecting the walnut cake."
ORDER = [CLUES[0][0], CLUES[1][0], BAD] + [c[0] for c in CLUES[2:]]
REFUSED = {
    BAD: {
        "she = Ottoline": lambda s: s.same("Ottoline", "walnut"),
        "she = Perpetua": lambda s: s.same("Perpetua", "walnut"),
    },
}
EXPECT = 2
QUESTIONS = [("Who ordered the walnut cake?", None)]
