# Clue 2, "Kemal's bike fetched roughly £30 more than Lars's.", gives no exact
# amount: "roughly £30" could be £15, £30 or £45 on this list of prices, and
# the readings give different answers.
P = "Prices"
def p(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Sellers", ["Kemal", "Lars", "Mirela", "Noor"]),
    ("Bikes", ["BMX", "folding", "racer", "tandem"]),
    ("Prices", ["£40", "£55", "£70", "£85"], [40, 55, 70, 85]),
]
CLUES = [
    ("The tandem fetched the most.", lambda s: p(s, "tandem") == 85),
    ("Noor's folding bike was not the cheapest.", lambda s: s.same("Noor", "folding") and p(s, "Noor") != 40),
    ("The BMX went for £15 less than the racer.", lambda s: p(s, "BMX") == p(s, "racer") - 15),
    ("Mirela did not sell the tandem.", lambda s: not s.same("Mirela", "tandem")),
]
REFUSED = {
    "Kemal's bike fetched roughly £30 more than Lars's.": {
        "exactly £30": lambda s: p(s, "Kemal") == p(s, "Lars") + 30,
        "exactly £15": lambda s: p(s, "Kemal") == p(s, "Lars") + 15,
        "exactly £45": lambda s: p(s, "Kemal") == p(s, "Lars") + 45,
        "any amount more": lambda s: p(s, "Kemal") > p(s, "Lars"),
    },
}
EXPECT = 4
REMARKS = ["Cycle club jumble sale. Four second-hand bikes, four sellers, four prices."]
QUESTIONS = [("Who sold the racer?", None)]
