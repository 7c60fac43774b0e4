# p52_bad_across: 4x4; clue 5 uses a relation (sitting across from) that no category records.
B = "Bills"
CATEGORIES = [
    ("Diners", ["Xavier", "Yvette", "Zane", "Wanda"]),
    ("Entrees", ["lamb", "risotto", "salmon", "steak"]),
    ("Desserts", ["cheesecake", "flan", "sorbet", "tiramisu"]),
    ("Bills", ["$31", "$36", "$41", "$46"], [31, 36, 41, 46]),
]
INTRO = ["Four friends met for dinner at a square table for four, one on each side. "
         "Each ordered a different entree and dessert, and each paid a separate bill."]
REMARKS = INTRO


def b(s, x):
    return s.n(B, x)


CLUES = [
    ("The steak eater's bill was the biggest.", lambda s: b(s, "steak") == 46),
    ("Yvette paid $5 less than the diner who had the flan.", lambda s: b(s, "Yvette") == b(s, "flan") - 5),
    ("The risotto came with neither the sorbet nor the tiramisu.",
     lambda s: not s.same("risotto", "sorbet") and not s.same("risotto", "tiramisu")),
    ("Zane, who ordered the salmon, paid more than Wanda.",
     lambda s: s.same("Zane", "salmon") and b(s, "Zane") > b(s, "Wanda")),
    ("The cheapest bill went with the sorbet.", lambda s: b(s, "sorbet") == 31),
]
REFUSED = {
    "Xavier sat directly across from the diner who ordered the lamb.": {},
}
QUESTIONS = [("What did Wanda have for dessert?", lambda s: s.v("Desserts", "Wanda"))]
EXPECT = 4  # without the refused clue
