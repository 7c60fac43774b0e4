S, F, X, B = "Students", "Scents", "Waxes", "Burn times"
CATEGORIES = [
    (S, ["Hortense", "Ignatius", "Philippa", "Rufus"]),
    (F, ["bergamot", "cinnamon", "lavender", "sea salt"]),
    (X, ["beeswax", "coconut", "paraffin", "soy"]),
    (B, ["18 hours", "24 hours", "30 hours", "45 hours"], [18, 24, 30, 45]),
]
NUM = ")"
DOT = True
INTRO = ("Four students in Mrs. Okonkwo's Thursday-evening candle-making class each poured one candle, "
         "choosing a different scent and a different wax. To settle an argument about whose lasted longest, "
         "they lit all four on the same evening and timed them.")
REMARKS = [INTRO]
CLUES = [
    ("The beeswax candle burned the longest, as beeswax candles tend to.", lambda s: s.same("beeswax", "45 hours")),
    ("Ignatius's candle burned 6 hours less than Rufus's.", lambda s: s.n(B, "Ignatius") == s.n(B, "Rufus") - 6),
    ("The lavender candle, a birthday present for somebody's mother, burned 12 hours longer than the sea salt one.", lambda s: s.n(B, "lavender") == s.n(B, "sea salt") + 12),
    ("Philippa used neither soy nor coconut wax.", lambda s: not s.same("Philippa", "soy") and not s.same("Philippa", "coconut")),
    ("Rufus's candle, which was not made of paraffin, was scented with bergamot.", lambda s: not s.same("Rufus", "paraffin") and s.same("Rufus", "bergamot")),
    ("The soy candle outlasted the coconut candle.", lambda s: s.n(B, "soy") > s.n(B, "coconut")),
    ("Hortense's candle burned longer than Ignatius's but not as long as Philippa's.", lambda s: s.n(B, "Ignatius") < s.n(B, "Hortense") < s.n(B, "Philippa")),
    ("Ignatius did not use coconut wax.", lambda s: not s.same("Ignatius", "coconut")),
]
QUESTIONS = [("Which wax did Hortense use?", lambda s: s.v(X, "Hortense"))]
