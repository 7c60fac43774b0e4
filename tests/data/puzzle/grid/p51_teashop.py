P = "Prices"
CATEGORIES = [
    ("Customers", ["Mrs Ashby", "Mr Blake", "Miss Cole", "Dr Dunn"]),
    ("Cakes", ["Bakewell tart", "flapjack", "scone", "Victoria sponge"]),
    ("Prices", ["£1.20", "£1.40", "£1.60", "£1.80"], [120, 140, 160, 180]),
]
SOLUTION = [
    ["Mrs Ashby", "Bakewell tart", "£1.60"],
    ["Mr Blake", "scone", "£1.20"],
    ["Miss Cole", "flapjack", "£1.40"],
    ["Dr Dunn", "Victoria sponge", "£1.80"],
]
CLUES = [
    ("Mrs Ashby's cake cost 20p more than the flapjack.", lambda s: s.n(P, "Mrs Ashby") == s.n(P, "flapjack") + 20),
    ("The Victoria sponge was the dearest thing on the menu.", lambda s: s.n(P, "Victoria sponge") == 180),
    ("Mr Blake paid less than Miss Cole, who didn't order the scone.",
     lambda s: s.n(P, "Mr Blake") < s.n(P, "Miss Cole") and not s.same("Miss Cole", "scone")),
    ("Neither Mr Blake nor Dr Dunn chose the flapjack.",
     lambda s: not s.same("Mr Blake", "flapjack") and not s.same("Dr Dunn", "flapjack")),
    ("The scone cost less than the Bakewell tart, which wasn't Dr Dunn's choice.",
     lambda s: s.n(P, "scone") < s.n(P, "Bakewell tart") and not s.same("Dr Dunn", "Bakewell tart")),
    ("Dr Dunn's bill came to more than Mrs Ashby's.", lambda s: s.n(P, "Dr Dunn") > s.n(P, "Mrs Ashby")),
]
QUESTIONS = [
    ("What did Dr Dunn pay?", lambda s: s.v(P, "Dr Dunn")),
    ("Who had the Bakewell tart?", lambda s: s.v("Customers", "Bakewell tart")),
]
NUM = "."
INTRO = ["On a wet Tuesday only four customers came into the Copper Kettle tea shop, and each ordered a different cake from the blackboard, at a different price."]
ASK = "Can you work out who ate what, and what each paid?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
