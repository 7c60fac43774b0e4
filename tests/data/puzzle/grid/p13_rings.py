# Magazine: ring sizes are letters (ordered, never counted); prices.
SZ = "Sizes"
PR = "Prices"
def sz(s, x):
    return s.n(SZ, x)
def pr(s, x):
    return s.n(PR, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Buyers", ["Ravi", "Sophie", "Tomasz", "Una"]),
    ("Stones", ["emerald", "garnet", "ruby", "sapphire"]),
    ("Sizes", ["size J", "size L", "size N", "size P"], [1, 2, 3, 4]),
    ("Prices", ["$450", "$620", "$780", "$1200"], [450, 620, 780, 1200]),
]
SOLUTION = [
    ("Ravi", "sapphire", "size N", "$1200"),
    ("Sophie", "garnet", "size J", "$450"),
    ("Tomasz", "ruby", "size P", "$780"),
    ("Una", "emerald", "size L", "$620"),
]
INTRO = ["Four customers collected rings from Goldsmith's Row jewellers on Saturday. Ring sizes run alphabetically, so size J is the smallest of the four and size P the largest."]
CLUES = [
    ("The sapphire ring was the most expensive.", lambda s: pr(s, "sapphire") == 1200),
    ("Sophie's ring is the smallest, and it was also the cheapest.", lambda s: sz(s, "Sophie") == 1 and pr(s, "Sophie") == 450),
    ("Tomasz's ring is the largest.", lambda s: sz(s, "Tomasz") == 4),
    ("The ruby ring cost $160 more than the emerald one.", lambda s: pr(s, "ruby") == pr(s, "emerald") + 160),
    ("Ravi's ring is larger than Una's.", lambda s: sz(s, "Ravi") > sz(s, "Una")),
    ("Una didn't choose the garnet.", lambda s: not s.same("Una", "garnet")),
    ("Una paid less than Tomasz.", lambda s: pr(s, "Una") < pr(s, "Tomasz")),
    ("Tomasz's stone is not the sapphire.", lambda s: not s.same("Tomasz", "sapphire")),
]
QUESTIONS = [("What size is the ruby ring?", lambda s: s.v("Sizes", "ruby"))]
REMARKS = INTRO
