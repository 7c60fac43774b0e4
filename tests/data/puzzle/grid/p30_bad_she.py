P = "Prices"
CATEGORIES = [
    ("Buyers", ["Alma", "Brenda", "Celia", "Dora"]),
    ("Items", ["clock", "lamp", "painting", "vase"]),
    ("Prices", ["$40", "$55", "$70", "$85"], [40, 55, 70, 85]),
]
CLUES = [
    ("Brenda paid the most.", lambda s: s.n(P, "Brenda") == 85),
    ("The painting cost $15 more than the vase.", lambda s: s.n(P, "painting") == s.n(P, "vase") + 15),
    ("Dora didn't buy the clock.", lambda s: not s.same("Dora", "clock")),
    ("Celia spent less than anyone else.", lambda s: s.n(P, "Celia") == 40),
    ("The clock went for $85.", lambda s: s.same("clock", "$85")),
    ("Alma spent $15 more than Dora.", lambda s: s.n(P, "Alma") == s.n(P, "Dora") + 15),
]
BAD = (4, "Alma paid more than Celia, and she went home with the lamp.")
REFUSED = {BAD[1]: {
    "'Alma paid more than Celia, and Alma took the lamp'":
        lambda s: s.n(P, "Alma") > s.n(P, "Celia") and s.same("Alma", "lamp"),
    "'Alma paid more than Celia, and Celia took the lamp'":
        lambda s: s.n(P, "Alma") > s.n(P, "Celia") and s.same("Celia", "lamp"),
}}
EXPECT = 2
NUM = None
DOT = False
INTRO = ["Four friends each bought one item at an estate sale."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Alma paid more than Celia, and she went home with the lamp.", must be
refused: "she" can be Alma or Celia, and both are named in the same clause. The
rest of the clue ("Alma paid more than Celia") already follows from the other
clues, so everything rests on the pronoun. Without clue 4 the puzzle has two
solutions (the lamp went to Alma for $70, or to Celia for $40). A reader who takes
"she" as the subject, Alma, answers confidently with the first; taken as Celia,
the nearer name, it gives the second. Either way the answer is a guess."""
