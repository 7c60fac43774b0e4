B = "Burn times"
def b(s, x):
    return s.n(B, x)
NUM = "1."
INTRO = ["The Wick & Wax stall tested four new candles, each hand-poured by a different maker, by letting them burn down to the bottom of the jar."]
REMARKS = INTRO
CATEGORIES = [
    ("Scents", ["cedar", "fig", "lavender", "sea salt"]),
    ("Burn times", ["18 hours", "24 hours", "30 hours", "36 hours"], [18, 24, 30, 36]),
    ("Makers", ["Abel", "Bronwen", "Cosima", "Dewi"]),
    ("Jars", ["amber", "clear", "frosted", "smoked"]),
]
SOLUTION = [("cedar", "30 hours", "Dewi", "amber"), ("fig", "18 hours", "Cosima", "frosted"), ("lavender", "36 hours", "Abel", "clear"), ("sea salt", "24 hours", "Bronwen", "smoked")]
CLUES = [
    ("Abel's candle burned 6 hours longer than the cedar one.", lambda s: b(s, "Abel") == b(s, "cedar") + 6),
    ("The candle in the frosted jar burned for the shortest time.", lambda s: b(s, "frosted") == 18),
    ("Bronwen's candle, which isn't in the amber jar, is the sea salt one.", lambda s: not s.same("Bronwen", "amber") and s.same("Bronwen", "sea salt")),
    ("The clear jar holds the longest-burning candle.", lambda s: b(s, "clear") == 36),
    ("Dewi's candle burned longer than Bronwen's.", lambda s: b(s, "Dewi") > b(s, "Bronwen")),
    ("The smoked jar doesn't hold the cedar candle.", lambda s: not s.same("smoked", "cedar")),
    ("The candles made by Abel and Cosima are the lavender and the fig, respectively.", lambda s: s.same("Abel", "lavender") and s.same("Cosima", "fig")),
    ("The fig candle burned 6 hours less than the sea salt candle.", lambda s: b(s, "fig") == b(s, "sea salt") - 6),
]
