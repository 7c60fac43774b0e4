S = "Spent"
CATEGORIES = [
    ("Shoppers", ["Tilly", "Wren", "Yvette", "Zara"]),
    ("Purchases", ["apples", "cheese", "eggs", "honey"]),
    ("Spent", ["$6", "$9", "$12", "$15"], [6, 9, 12, 15]),
]
CLUES = [
    ("Zara spent more than anyone else.", lambda s: s.n(S, "Zara") == 15),
    ("Tilly spent $3 less than Wren did.", lambda s: s.n(S, "Tilly") == s.n(S, "Wren") - 3),
    ("Yvette spent more than Wren.", lambda s: s.n(S, "Yvette") > s.n(S, "Wren")),
    ("The cheese cost more than the apples, and neither was bought by Wren or by Yvette.",
     lambda s: s.n(S, "cheese") > s.n(S, "apples") and all(
         not s.same(x, p) for x in ("cheese", "apples") for p in ("Wren", "Yvette"))),
]
BAD = (4, "Yvette passed Wren in the car park as she was leaving with the honey.")
REFUSED = {BAD[1]: {
    "'Yvette bought the honey'": lambda s: s.same("Yvette", "honey"),
    "'Wren bought the honey'": lambda s: s.same("Wren", "honey"),
}}
EXPECT = 2
QUESTIONS = [("How much did the honey cost?", None)]
NUM = "."
DOT = False
INTRO = ["Four friends each bought one thing at the farm shop on Saturday, and each spent a different amount."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Yvette passed Wren in the car park as she was leaving with the honey.",
must be refused: "she" can be Yvette or Wren, and nothing in the sentence or the
puzzle decides which. Without the clue the puzzle has two solutions (Wren bought
the honey for $9 and Yvette the eggs for $12, or the other way round). Read with
"she" as Yvette (the subject) it gives one solution, with the honey at $12; read
with "she" as Wren (the nearer name) it gives the other, with the honey at $9.
Either way the answer to the question is a guess."""
