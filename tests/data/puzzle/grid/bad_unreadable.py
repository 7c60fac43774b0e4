# The third clue mentions a relation ("cousin") that no category describes.
# Without it the puzzle has two solutions; misread as "Greta ordered the
# salad" it has one, which may well be wrong.
P = "Prices"
CATEGORIES = [
    ("Diners", ["Greta", "Hal", "Iona", "Jules"]),
    ("Dishes", ["curry", "omelette", "risotto", "salad"]),
    ("Prices", ["$9", "$11", "$13", "$15"], [9, 11, 13, 15]),
]
CLUES = [
    ("Hal paid $4 more than Greta.", lambda s: s.n(P, "Hal") == s.n(P, "Greta") + 4),
    ("The salad was the cheapest dish.", lambda s: s.n(P, "salad") == 9),
    ("Iona didn't order the curry.", lambda s: not s.same("Iona", "curry")),
    ("The omelette cost $2 more than the salad.", lambda s: s.n(P, "omelette") == s.n(P, "salad") + 2),
    ("Jules paid more than Iona.", lambda s: s.n(P, "Jules") > s.n(P, "Iona")),
    ("The curry cost $13.", lambda s: s.same("curry", "$13")),
]
REFUSED = {
    "Greta's cousin ordered the salad.": {
        "misread as: Greta ordered the salad": lambda s: s.same("Greta", "salad"),
    },
}
EXPECT = 2  # without the cousin clue
