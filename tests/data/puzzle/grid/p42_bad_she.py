P = "Prices"
CATEGORIES = [
    ("Customers", ["Mira", "Nadine", "Ophelia", "Talia"]),
    ("Scents", ["cedar", "lavender", "rose", "vanilla"]),
    ("Prices", ["$10", "$15", "$20", "$25"], [10, 15, 20, 25]),
]
CLUES = [
    ("Nadine bought the cheapest candle.", lambda s: s.n(P, "Nadine") == 10),
    ("The cedar candle cost $10.", lambda s: s.same("cedar", "$10")),
    ("Ophelia's candle cost $10 more than Talia's.", lambda s: s.n(P, "Ophelia") == s.n(P, "Talia") + 10),
    ("The vanilla candle was the most expensive.", lambda s: s.n(P, "vanilla") == 25),
]
BAD = (5, "Talia's candle cost $5 less than Mira's, and she picked the lavender.")
REFUSED = {BAD[1]: {
    "'she' = Talia": lambda s: s.n(P, "Talia") == s.n(P, "Mira") - 5 and s.same("Talia", "lavender"),
    "'she' = Mira": lambda s: s.n(P, "Talia") == s.n(P, "Mira") - 5 and s.same("Mira", "lavender"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 5, "Talia's candle cost $5 less than Mira's, and she picked the lavender.",
must be refused: "she" may be Talia or Mira, and nothing in the clue or the
puzzle decides which. Without the clue the puzzle has two solutions (Mira and
Talia share the lavender and the rose between them). Read with "she" as Talia,
the subject of the clue, it gives one solution (Talia has the lavender); read
with "she" as Mira, the nearer name, it gives the other. A reader that takes
either as given prints a confident answer that may be wrong."""
