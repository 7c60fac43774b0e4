C = "Costs"
def c(s, x):
    return s.n(C, x)
NUM = ""
CATEGORIES = [
    ("Customers", ["Aiden", "Brooke", "Carmen", "Dmitri", "Esme"]),
    ("Repairs", ["brakes", "chain", "gears", "puncture", "wheel truing"]),
    ("Costs", ["$12.50", "$18.75", "$25.00", "$31.25", "$37.50"], [1250, 1875, 2500, 3125, 3750]),
]
SOLUTION = [("Aiden", "gears", "$31.25"), ("Brooke", "puncture", "$12.50"), ("Carmen", "wheel truing", "$37.50"), ("Dmitri", "brakes", "$18.75"), ("Esme", "chain", "$25.00")]
CLUES = [
    ("The person who had the gears adjusted paid $6.25 less than Carmen.", lambda s: c(s, "gears") == c(s, "Carmen") - 625),
    ("The puncture repair was the cheapest job.", lambda s: c(s, "puncture") == 1250),
    ("Of Dmitri and Esme, one had the chain replaced and the other paid $18.75.", lambda s: (s.same("Dmitri", "chain") and s.same("Esme", "$18.75")) or (s.same("Esme", "chain") and s.same("Dmitri", "$18.75"))),
    ("Brooke paid less than Dmitri.", lambda s: c(s, "Brooke") < c(s, "Dmitri")),
    ("Aiden didn't have the brakes fixed.", lambda s: not s.same("Aiden", "brakes")),
    ("Esme paid more than Dmitri.", lambda s: c(s, "Esme") > c(s, "Dmitri")),
    ("The wheel truing cost $12.50 more than the chain.", lambda s: c(s, "wheel truing") == c(s, "chain") + 1250),
    ("Aiden paid more than Esme.", lambda s: c(s, "Aiden") > c(s, "Esme")),
]
QUESTIONS = [("How much did Esme pay?", lambda s: s.v("Costs", "Esme"))]
