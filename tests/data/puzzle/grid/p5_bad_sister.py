# Clue 4, "Nadia's sister bought the blue scarf.": no category says who is
# whose sister.
P = "Prices"
def p(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Shoppers", ["Helga", "Irene", "Nadia", "Odile"]),
    ("Scarves", ["blue", "green", "red", "yellow"]),
    ("Prices", ["$12", "$15", "$18", "$21"], [12, 15, 18, 21]),
]
CLUES = [
    ("Helga spent $21.", lambda s: p(s, "Helga") == 21),
    ("The red scarf cost $3 more than Odile's.", lambda s: p(s, "red") == p(s, "Odile") + 3),
    ("Irene bought the green scarf, which cost $12.", lambda s: s.same("Irene", "green") and p(s, "green") == 12),
]
REFUSED = {
    "Nadia's sister bought the blue scarf.": {
        "'Nadia bought the blue scarf' (a misreading)": lambda s: s.same("Nadia", "blue"),
        "'Nadia did not buy the blue scarf' (its only sound part)": lambda s: not s.same("Nadia", "blue"),
    },
}
INSERT = [("Nadia's sister bought the blue scarf.", 3)]
EXPECT = 4
REMARKS = ["Four friends went to the Christmas market, and each came home with a woollen scarf in a different colour."]
QUESTIONS = [("Who bought the yellow scarf?", None)]
