P = "Prices"
CATEGORIES = [
    ("Players", ["Ines", "Kofi", "Rhea", "Soren"]),
    ("Brands", ["Ace Pro", "Baseline", "Netstar", "Topspin"]),
    ("Prices", ["$149.99", "$169.99", "$189.99", "$209.99"], [14999, 16999, 18999, 20999]),
]
SOLUTION = [
    ["Ines", "Topspin", "$189.99"],
    ["Kofi", "Ace Pro", "$149.99"],
    ["Rhea", "Netstar", "$209.99"],
    ["Soren", "Baseline", "$169.99"],
]
CLUES = [
    ("The Netstar racket cost $20 more than Ines's racket.",
     lambda s: s.n(P, "Netstar") == s.n(P, "Ines") + 2000),
    ("Kofi paid the least.",
     lambda s: s.n(P, "Kofi") == 14999),
    ("The $169.99 racket is either Soren's or the Topspin.",
     lambda s: s.same("$169.99", "Soren") != s.same("$169.99", "Topspin")),
    ("Neither Rhea nor Kofi bought the Topspin.",
     lambda s: not s.same("Rhea", "Topspin") and not s.same("Kofi", "Topspin")),
    ("Soren's racket cost $40 less than Rhea's.",
     lambda s: s.n(P, "Soren") == s.n(P, "Rhea") - 4000),
    ("The Ace Pro cost $20 less than the Baseline.",
     lambda s: s.n(P, "Ace Pro") == s.n(P, "Baseline") - 2000),
]
QUESTIONS = [("How much did Ines pay for her racket?", lambda s: s.v("Prices", "Ines"))]
NUM = None
DOT = False
INTRO = ["Four club players each bought a new racket."]
OUTRO = []
REMARKS = INTRO + OUTRO
