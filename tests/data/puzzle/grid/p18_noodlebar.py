P = "Prices"
CATEGORIES = [
    ("Customers", ["Gail", "Hugo", "Iris", "Jon"]),
    ("Dishes", ["pad thai", "pho", "ramen", "udon"]),
    ("Drinks", ["cola", "green tea", "lemonade", "water"]),
    ("Prices", ["$8.25", "$9.50", "$10.75", "$12.00"], [825, 950, 1075, 1200]),
]
SOLUTION = [
    ["Gail", "udon", "water", "$10.75"],
    ["Hugo", "pho", "cola", "$8.25"],
    ["Iris", "ramen", "green tea", "$12.00"],
    ["Jon", "pad thai", "lemonade", "$9.50"],
]
CLUES = [
    ("The customer who ordered the pho paid $1.25 less than Jon.", lambda s: s.n(P, "pho") == s.n(P, "Jon") - 125),
    ("Iris's meal was the most expensive.", lambda s: s.n(P, "Iris") == 1200),
    ("The person who drank lemonade paid $1.25 more than Hugo.", lambda s: s.n(P, "lemonade") == s.n(P, "Hugo") + 125),
    ("Of Gail and the customer who had the green tea, one ordered the udon and the other paid $12.00.",
     lambda s: not s.same("Gail", "green tea") and (
         (s.same("Gail", "udon") and s.same("green tea", "$12.00")) or (s.same("green tea", "udon") and s.same("Gail", "$12.00")))),
    ("The ramen didn't come with cola.", lambda s: not s.same("ramen", "cola")),
    ("Hugo didn't drink water.", lambda s: not s.same("Hugo", "water")),
    ("The udon cost more than the pad thai.", lambda s: s.n(P, "udon") > s.n(P, "pad thai")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
