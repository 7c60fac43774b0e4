PG = "Pegs"
W = "Weights"
def peg(s, x):
    return s.n(PG, x)
def w(s, x):
    return s.n(W, x)
CATEGORIES = [
    ("Anglers", ["Alf", "Barry", "Colin", "Des", "Ernie"]),
    ("Pegs", ["peg 1", "peg 2", "peg 3", "peg 4", "peg 5"]),
    ("Weights", ["3.2 kg", "4.5 kg", "5.8 kg", "7.1 kg", "8.4 kg"], [32, 45, 58, 71, 84]),
    ("Baits", ["bread", "maggots", "pellets", "sweetcorn", "worms"]),
]
CLUES = [
    ("The match was won from peg 1.", lambda s: w(s, "peg 1") == 84),
    ("Colin weighed in 1.3 kg less than the pellet man.", lambda s: w(s, "Colin") == w(s, "pellets") - 13),
    ("Des fished the peg next to Barry's.", lambda s: abs(peg(s, "Des") - peg(s, "Barry")) == 1),
    ("Peg 5 produced the smallest weight.", lambda s: w(s, "peg 5") == 32),
    ("Alf, on sweetcorn, was two pegs from Des.", lambda s: s.same("Alf", "sweetcorn") and abs(peg(s, "Alf") - peg(s, "Des")) == 2),
    ("Worms outfished sweetcorn by 1.3 kg.", lambda s: w(s, "worms") == w(s, "sweetcorn") + 13),
    ("Ernie did not use bread.", lambda s: not s.same("Ernie", "bread")),
    ("Barry beat Des.", lambda s: w(s, "Barry") > w(s, "Des")),
    ("Ernie was on neither end peg.", lambda s: peg(s, "Ernie") not in (1, 5)),
    ("Des outweighed Alf.", lambda s: w(s, "Des") > w(s, "Alf")),
    ("Bread won the match.", lambda s: w(s, "bread") == 84),
]
REMARKS = ["Canal match, Sunday. Five anglers, pegs numbered 1 to 5 along the towpath. Weights are each man's total catch."]
