# p52_bad_vague: 3x4; clue 3's "a lot more" is an amount the puzzle needs but does not give.
P = "Prices"
CATEGORIES = [
    ("Shoppers", ["Tobias", "Ursula", "Vaughn", "Wilma"]),
    ("Purchases", ["blender", "kettle", "lamp", "toaster"]),
    ("Prices", ["$20", "$25", "$30", "$35"], [20, 25, 30, 35]),
]
INTRO = ["Four shoppers each bought one small appliance at the hardware store's spring sale."]
REMARKS = INTRO


def p(s, x):
    return s.n(P, x)


CLUES = [
    ("The kettle cost $5 more than the toaster.", lambda s: p(s, "kettle") == p(s, "toaster") + 5),
    ("Wilma bought the lamp.", lambda s: s.same("Wilma", "lamp")),
    ("Vaughn spent more than Wilma but didn't buy the blender.",
     lambda s: p(s, "Vaughn") > p(s, "Wilma") and not s.same("Vaughn", "blender")),
    ("The blender was the most expensive item.", lambda s: p(s, "blender") == 35),
]
REFUSED = {
    "Tobias paid a lot more than Ursula.": {
        "more, by any amount": lambda s: p(s, "Tobias") > p(s, "Ursula"),
        "at least $10 more": lambda s: p(s, "Tobias") >= p(s, "Ursula") + 10,
        "exactly $15 more (the most possible)": lambda s: p(s, "Tobias") == p(s, "Ursula") + 15,
    },
}
QUESTIONS = [("What did Ursula buy?", lambda s: s.v("Purchases", "Ursula"))]
EXPECT = 4  # without the refused clue
