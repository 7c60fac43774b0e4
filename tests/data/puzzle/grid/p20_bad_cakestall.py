P = "Prices"
CATEGORIES = [
    ("Bakers", ["Emma", "Fay", "Gita", "Hal"]),
    ("Cakes", ["carrot", "lemon", "sponge", "walnut"]),
    ("Prices", ["$6", "$7", "$8", "$9"], [6, 7, 8, 9]),
]
CLUES = [
    ("Hal's cake was the cheapest.", lambda s: s.n(P, "Hal") == 6),
    ("Emma's cake cost $2 more than the lemon cake.", lambda s: s.n(P, "Emma") == s.n(P, "lemon") + 2),
    ("The walnut cake cost $9, and Emma didn't bake it.", lambda s: s.n(P, "walnut") == 9 and not s.same("Emma", "walnut")),
    ("Fay baked the sponge, which cost $1 more than Hal's cake.", lambda s: s.same("Fay", "sponge") and s.n(P, "sponge") == s.n(P, "Hal") + 1),
    ("Gita baked either the lemon cake or the carrot cake.", lambda s: s.same("Gita", "lemon") or s.same("Gita", "carrot")),
]
EXPECT = 0
CONFLICT = [3, 4, 5]
NUM = "."
DOT = False
INTRO = ["Four bakers each sold one whole cake at the school cake stall, each at a different price."]
OUTRO = ["Which cake did Emma bake?"]
REMARKS = INTRO + OUTRO
BAD_WHY = """The puzzle must be refused as having no solution: clue 5, "Gita baked either
the lemon cake or the carrot cake.", contradicts clues 3 and 4. By clue 3 the
walnut cake cost $9 and is not Emma's; by clue 4 Fay baked the sponge; so by
clue 5 only Hal can have baked the walnut cake, at $9, and then Fay's sponge
would cost $10, which is not a price in the list. Clues 1 to 4 alone have
exactly one solution (Hal $6 lemon, Fay $7 sponge, Emma $8 carrot, Gita $9
walnut), so a reader that stops once the grid is filled, or that skips or
weakens clue 5, answers "carrot" with confidence; the clues as printed admit
no answer. Without clue 3, 4 or 5 the puzzle has a solution."""
