# Clue 3, "Marek paid less than Tomas, and he had the duck.": "he" can be
# Marek or Tomas, and each reading gives a different answer.
B = "Bills"
def b(s, x):
    return s.n(B, x)
CATEGORIES = [
    ("Diners", ["Marek", "Tomas", "Ulrich", "Viktor"]),
    ("Dishes", ["duck", "lamb", "risotto", "salmon"]),
    ("Bills", ["$18.50", "$21.00", "$24.75", "$29.25"], [1850, 2100, 2475, 2925]),
]
CLUES = [
    ("Ulrich paid the most, and he had the salmon.",
     lambda s: b(s, "Ulrich") == 2925 and s.same("Ulrich", "salmon")),
    ("Viktor had the risotto, which cost $21.00.",
     lambda s: s.same("Viktor", "risotto") and b(s, "risotto") == 2100),
    ("Tomas didn't have the risotto.", lambda s: not s.same("Tomas", "risotto")),
]
REFUSED = {
    "Marek paid less than Tomas, and he had the duck.": {
        "'he' = Marek": lambda s: b(s, "Marek") < b(s, "Tomas") and s.same("Marek", "duck"),
        "'he' = Tomas": lambda s: b(s, "Marek") < b(s, "Tomas") and s.same("Tomas", "duck"),
    },
}
INSERT = [("Marek paid less than Tomas, and he had the duck.", 2)]
EXPECT = 4
REMARKS = ["Four old schoolfriends met for dinner at the Linden Tree, and each paid for his own main course."]
QUESTIONS = [("Who had the duck, and what did it cost?", None)]
