P = "Prices"
def p(s, x):
    return s.n(P, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Items", ["armchair", "bread maker", "lava lamp", "rocking horse", "toaster"]),
    ("Prices", ["$3", "$5", "$8", "$12", "$20"], [3, 5, 8, 12, 20]),
    ("Buyers", ["Fiona", "Grant", "Hideo", "Inez", "Jules"]),
]
SOLUTION = [("armchair", "$20", "Grant"), ("bread maker", "$8", "Inez"), ("lava lamp", "$5", "Jules"), ("rocking horse", "$12", "Fiona"), ("toaster", "$3", "Hideo")]
CLUES = [
    ("Fiona paid $4 more than Inez.", lambda s: p(s, "Fiona") == p(s, "Inez") + 4),
    ("The toaster was the cheapest item.", lambda s: p(s, "toaster") == 3),
    ("Either Grant or Hideo bought the armchair.", lambda s: s.same("Grant", "armchair") != s.same("Hideo", "armchair")),
    ("Jules paid less than the person who bought the bread maker.", lambda s: p(s, "Jules") < p(s, "bread maker")),
    ("Hideo spent $3.", lambda s: p(s, "Hideo") == 3),
    ("The lava lamp cost less than the rocking horse.", lambda s: p(s, "lava lamp") < p(s, "rocking horse")),
    ("Inez didn't buy the lava lamp.", lambda s: not s.same("Inez", "lava lamp")),
    ("The bread maker went to Inez.", lambda s: s.same("bread maker", "Inez")),
]
QUESTIONS = [("What did Jules buy?", lambda s: s.v("Items", "Jules"))]
