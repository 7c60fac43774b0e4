P = "Prices"
CATEGORIES = [
    ("Coworkers", ["Gwen", "Harvey", "Imogen", "Jamal"]),
    ("Gifts", ["candle", "mug", "puzzle book", "scarf"]),
    ("Wrapping", ["gold", "green", "red", "silver"]),
    ("Prices", ["$8", "$10", "$12", "$15"], [8, 10, 12, 15]),
]
SOLUTION = [
    ["Gwen", "scarf", "silver", "$15"],
    ["Harvey", "mug", "red", "$8"],
    ["Imogen", "candle", "gold", "$12"],
    ["Jamal", "puzzle book", "green", "$10"],
]
CLUES = [
    ("The most expensive gift was wrapped in silver.", lambda s: s.n(P, "silver") == 15),
    ("Harvey spent $4 less than Imogen.", lambda s: s.n(P, "Harvey") == s.n(P, "Imogen") - 4),
    ("The mug cost $2 less than the puzzle book.", lambda s: s.n(P, "mug") == s.n(P, "puzzle book") - 2),
    ("Jamal's gift was wrapped in green paper, but it wasn't the candle.", lambda s: s.same("Jamal", "green") and not s.same("Jamal", "candle")),
    ("The gift in gold paper cost more than the one in green paper.", lambda s: s.n(P, "gold") > s.n(P, "green")),
    ("The candle cost more than $10.", lambda s: s.n(P, "candle") > 10),
    ("Gwen did not buy the mug or the candle.", lambda s: not s.same("Gwen", "mug") and not s.same("Gwen", "candle")),
]
QUESTIONS = [("How much did the candle cost?", lambda s: s.v("Prices", "candle"))]
NUM = ")"
DOT = False
INTRO = ["Four coworkers took part in the office Secret Santa. Each bought a different gift, wrapped it in different paper and spent a different amount."]
OUTRO = []
REMARKS = INTRO + OUTRO
