P = "Prices"
CATEGORIES = [
    ("Customers", ["Mara", "Nell", "Opal", "Pia"]),
    ("Breakfasts", ["granola", "omelette", "pancakes", "waffles"]),
    ("Prices", ["$6", "$7", "$8", "$9"], [6, 7, 8, 9]),
]
CLUES = [
    ("The pancakes cost the most.", lambda s: s.n(P, "pancakes") == 9),
    ("Opal had the pancakes.", lambda s: s.same("Opal", "pancakes")),
    ("Pia paid $1 more than Nell.", lambda s: s.n(P, "Pia") == s.n(P, "Nell") + 1),
    ("The granola cost $7.", lambda s: s.same("granola", "$7")),
    ("Mara paid more than Nell.", lambda s: s.n(P, "Mara") > s.n(P, "Nell")),
]
BAD = (3, "When Mara waved to Nell across the diner, she was halfway through the waffles.")
REFUSED = {BAD[1]: {
    "'Mara was eating the waffles'": lambda s: s.same("Mara", "waffles"),
    "'Nell was eating the waffles'": lambda s: s.same("Nell", "waffles"),
}}
EXPECT = 2
NUM = "."
INTRO = ["Diner Breakfasts: four women each ordered a different breakfast at the diner, and each paid a different price."]
OUTRO = []
QUESTIONS = []
REMARKS = INTRO
BAD_WHY = """Clue 3, "When Mara waved to Nell across the diner, she was halfway through the
waffles.", must be refused: "she" can be Mara or Nell, and nothing in the clue or the
puzzle says which. Without it the puzzle has two solutions (the waffles are Mara's
or Nell's, and the other has the omelette); read with "she" as Mara it gives one of
them and read as Nell it gives the other, so any answer is a guess."""
