# Clue 6 says "far from" on a row of five stalls: how far is far is not said.
# Read as "not next to" the puzzle has one solution; read as "at least three
# stalls apart" or "at opposite ends" it has none. Without it, two.
P = "Stalls"
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5"]),
    ("Traders", ["Abel", "Bryn", "Cai", "Dewi", "Eira"]),
    ("Goods", ["bread", "cheese", "fish", "honey", "olives"]),
]
CLUES = [
    ("Bread is sold at stall 2.", lambda s: s.n(P, "bread") == 2),
    ("Bryn sells honey from the last stall in the row.", lambda s: s.same("Bryn", "honey") and s.n(P, "Bryn") == 5),
    ("Abel sells bread.", lambda s: s.same("Abel", "bread")),
    ("The cheese stall is somewhere to the left of the fish stall.", lambda s: s.n(P, "cheese") < s.n(P, "fish")),
    ("The olives aren't sold at stall 3.", lambda s: s.n(P, "olives") != 3),
    ("Cai sells cheese, and Dewi doesn't sell olives.",
     lambda s: s.same("Cai", "cheese") and not s.same("Dewi", "olives")),
]
REFUSED = {
    "The cheese stall is far from the fish stall.": {
        "'not next to'": lambda s: abs(s.n(P, "cheese") - s.n(P, "fish")) >= 2,
        "'at least three stalls apart'": lambda s: abs(s.n(P, "cheese") - s.n(P, "fish")) >= 3,
        "'at opposite ends of the row'": lambda s: {s.n(P, "cheese"), s.n(P, "fish")} == {1, 5},
        "'the same stall' (a misread)": lambda s: s.same("cheese", "fish"),
    },
}
REMARKS = ["Five traders have stalls in a row at the farmers' market, numbered 1 to 5 from left to right."]
EXPECT = 2
QUESTIONS = [("At which stall is the fish sold?", None)]
