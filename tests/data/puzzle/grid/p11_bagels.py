# Website style: terse clues, unnumbered, no intro; money with cents.
P = "Prices"
def p(s, x):
    return s.n(P, x)
NUM = ""
DOT = False
CATEGORIES = [
    ("Customers", ["Fenwick", "Gianna", "Hollis", "Imelda", "Jasper"]),
    ("Bagels", ["cinnamon raisin", "everything", "plain", "poppy seed", "sesame"]),
    ("Prices", ["$2.25", "$2.50", "$2.75", "$3.00", "$3.25"], [225, 250, 275, 300, 325]),
    ("Spreads", ["butter", "cream cheese", "hummus", "jam", "peanut butter"]),
]
SOLUTION = [("Fenwick", "everything", "$3.00", "cream cheese"), ("Gianna", "cinnamon raisin", "$2.25", "butter"),
            ("Hollis", "sesame", "$2.75", "hummus"), ("Imelda", "poppy seed", "$3.25", "peanut butter"),
            ("Jasper", "plain", "$2.50", "jam")]
CLUES = [
    ("The person who ordered the sesame bagel paid 25 cents more than Jasper.", lambda s: p(s, "sesame") == p(s, "Jasper") + 25),
    ("Gianna paid less than everyone else.", lambda s: p(s, "Gianna") == 225),
    ("Of Imelda and the person who got hummus, one paid $3.25 and the other ordered the sesame bagel.",
     lambda s: not s.same("Imelda", "hummus") and ((p(s, "Imelda") == 325 and s.same("hummus", "sesame")) or (s.same("Imelda", "sesame") and p(s, "hummus") == 325))),
    ("The cinnamon raisin bagel came with butter.", lambda s: s.same("cinnamon raisin", "butter")),
    ("Fenwick's bagel cost 50 cents more than the plain bagel.", lambda s: p(s, "Fenwick") == p(s, "plain") + 50),
    ("The bagel with jam was not the cheapest.", lambda s: p(s, "jam") != 225),
    ("Either Fenwick or Hollis ordered the everything bagel.", lambda s: s.same("Fenwick", "everything") != s.same("Hollis", "everything")),
    ("The peanut butter order cost $3.25.", lambda s: p(s, "peanut butter") == 325),
    ("Hollis didn't order the poppy seed bagel.", lambda s: not s.same("Hollis", "poppy seed")),
    ("Jasper's bagel wasn't the cinnamon raisin one.", lambda s: not s.same("Jasper", "cinnamon raisin")),
    ("The sesame bagel was cheaper than the everything bagel.", lambda s: p(s, "sesame") < p(s, "everything")),
    ("The plain bagel was served with jam.", lambda s: s.same("plain", "jam")),
]
QUESTIONS = [("How much did Hollis pay?", lambda s: s.v("Prices", "Hollis"))]
