P = "Prices"
CATEGORIES = [
    ("Customers", ["Beatriz", "Colm", "Dagny", "Emeka"]),
    ("Blends", ["baharat", "dukkah", "garam masala", "za'atar"]),
    ("Prices", ["$4.25", "$4.75", "$5.25", "$5.75"], [425, 475, 525, 575]),
    ("Payments", ["cash", "credit card", "gift voucher", "phone"]),
]
SOLUTION = [
    ["Beatriz", "dukkah", "$5.25", "cash"],
    ["Colm", "za'atar", "$4.25", "phone"],
    ["Dagny", "garam masala", "$5.75", "gift voucher"],
    ["Emeka", "baharat", "$4.75", "credit card"],
]
CLUES = [
    ("The customer who paid by phone spent $1 less than Beatriz.", lambda s: s.n(P, "phone") == s.n(P, "Beatriz") - 100),
    ("The baharat cost 50 cents more than Colm's blend.", lambda s: s.n(P, "baharat") == s.n(P, "Colm") + 50),
    ("Dagny paid the most, but she didn't pay in cash.", lambda s: s.n(P, "Dagny") == 575 and not s.same("Dagny", "cash")),
    ("Of the za'atar and the blend bought with a gift voucher, one cost $4.25 and the other cost $5.75.",
     lambda s: not s.same("za'atar", "gift voucher") and (
         (s.same("za'atar", "$4.25") and s.same("gift voucher", "$5.75")) or
         (s.same("za'atar", "$5.75") and s.same("gift voucher", "$4.25")))),
    ("Emeka didn't pay by phone.", lambda s: not s.same("Emeka", "phone")),
    ("The garam masala cost more than the dukkah.", lambda s: s.n(P, "garam masala") > s.n(P, "dukkah")),
    ("Neither the dukkah nor the garam masala was paid for with a credit card.",
     lambda s: not s.same("dukkah", "credit card") and not s.same("garam masala", "credit card")),
]
NUM = "."
INTRO = ["A market stall sells homemade spice blends in small tins. Last Saturday four regulars each bought a different blend, each paid a different price, and each paid in a different way."]
REMARKS = INTRO
