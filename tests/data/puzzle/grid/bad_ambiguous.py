# The second clue's "she" may be Carla or Dina; each reading gives a different
# unique solution, so a reader that picks one would answer wrongly half the time.
P = "Prices"
CATEGORIES = [
    ("Shoppers", ["Carla", "Dina", "Erin"]),
    ("Items", ["lamp", "mirror", "rug"]),
    ("Prices", ["$20", "$30", "$40"], [20, 30, 40]),
]
CLUES = [
    ("Erin paid the most.", lambda s: s.n(P, "Erin") == 40),
    ("The rug cost $10 more than the lamp.", lambda s: s.n(P, "rug") == s.n(P, "lamp") + 10),
]
REFUSED = {
    "Carla paid more than Dina, and she didn't buy the lamp.": {
        "she = Carla": lambda s: s.n(P, "Carla") > s.n(P, "Dina") and not s.same("Carla", "lamp"),
        "she = Dina": lambda s: s.n(P, "Carla") > s.n(P, "Dina") and not s.same("Dina", "lamp"),
    },
}
EXPECT = 4  # without clue 2
