N = "Slices"
CATEGORIES = [
    ("Kids", ["Rosa", "Sami", "Theo", "Una"]),
    ("Toppings", ["cheese", "mushroom", "pepperoni", "veggie"]),
    ("Slices", ["2 slices", "3 slices", "4 slices", "5 slices"], [2, 3, 4, 5]),
]
CLUES = [
    ("Sami ate the most slices.", lambda s: s.n(N, "Sami") == 5),
    ("Una ate fewer slices than anyone else.", lambda s: s.n(N, "Una") == 2),
    ("The pepperoni pizza was eaten by the kid who had the most slices.", lambda s: s.n(N, "pepperoni") == 5),
    ("Una chose mushroom.", lambda s: s.same("Una", "mushroom")),
    ("Rosa had the cheese pizza.", lambda s: s.same("Rosa", "cheese")),
]
BAD = (3, "Theo ate a few more slices than Una.")
REFUSED = {BAD[1]: {
    "'exactly one more slice than Una'": lambda s: s.n(N, "Theo") == s.n(N, "Una") + 1,
    "'exactly two more slices than Una'": lambda s: s.n(N, "Theo") == s.n(N, "Una") + 2,
}}
EXPECT = 2
NUM = "."
INTRO = ["Four kids shared personal pizzas at a birthday party. Each had a different topping and ate a different number of slices."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Theo ate a few more slices than Una.", must be refused: "a few" is no
amount. Without it Theo and Rosa ate 3 and 4 slices in some order (two solutions); read as
one more slice it gives Theo 3, read as two more it gives Theo 4."""
