# Clue 4 compares heights, and no category gives anyone's height: it must be
# refused, not read as a comparison of prices (the only ordered category).
P = "Prices"
def p(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Diners", ["Pia", "Quinn", "Rhea", "Saul"]),
    ("Dishes", ["curry", "lasagne", "salad", "tacos"]),
    ("Prices", ["$9", "$11", "$13", "$15"], [9, 11, 13, 15]),
]
CLUES = [
    ("Rhea paid $2 more than Saul.", lambda s: p(s, "Rhea") == p(s, "Saul") + 2),
    ("The salad was the cheapest dish.", lambda s: p(s, "salad") == 9),
    ("Quinn ordered the tacos.", lambda s: s.same("Quinn", "tacos")),
    ("The lasagne cost more than the curry.", lambda s: p(s, "lasagne") > p(s, "curry")),
    ("The tacos cost less than the lasagne.", lambda s: p(s, "tacos") < p(s, "lasagne")),
]
REFUSED = {
    "Pia is taller than the diner who ordered the curry.": {
        "misread as 'Pia paid more than the diner who ordered the curry'":
            lambda s: p(s, "Pia") > p(s, "curry"),
        "only its sound part, 'Pia didn't order the curry'": lambda s: not s.same("Pia", "curry"),
    },
}
EXPECT = 2
QUESTIONS = [("What did Pia order?", None)]
