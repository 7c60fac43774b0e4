# Clue 6 says "far from" on a row of five stalls. Written as a puzzle to
# refuse (p2_bad_farfrom); issue 26 lists "far from" among the families to
# read, as "not next to" (at least two apart), and so it is read: read so the
# puzzle has one solution; "at least three apart" or "opposite ends" give none.
P = "Stalls"
CATEGORIES = [
    ("Stalls", ["1", "2", "3", "4", "5"]),
    ("Traders", ["Abel", "Bryn", "Cai", "Dewi", "Eira"]),
    ("Goods", ["bread", "cheese", "fish", "honey", "olives"]),
]
CLUES = [
    ("Bread is sold at stall 2.", lambda s: s.n(P, "bread") == 2),
    ("Bryn sells honey from the last stall in the row.", lambda s: s.same("Bryn", "honey") and s.n(P, "Bryn") == 5),
    ("Abel sells bread.", lambda s: s.same("Abel", "bread")),
    ("The cheese stall is somewhere to the left of the fish stall.", lambda s: s.n(P, "cheese") < s.n(P, "fish")),
    ("The olives aren't sold at stall 3.", lambda s: s.n(P, "olives") != 3),
    ("The cheese stall is far from the fish stall.",
     lambda s: abs(s.n(P, "cheese") - s.n(P, "fish")) >= 2),
    ("Cai sells cheese, and Dewi doesn't sell olives.",
     lambda s: s.same("Cai", "cheese") and not s.same("Dewi", "olives")),
]
REMARKS = ["Five traders have stalls in a row at the farmers' market, numbered 1 to 5 from left to right."]
QUESTIONS = [("At which stall is the fish sold?", lambda s: s.v("Stalls", "fish"))]
