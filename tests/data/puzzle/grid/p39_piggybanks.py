M = "Savings"
CATEGORIES = [
    ("Children", ["Abel", "Bree", "Cyrus", "Dana", "Emil"]),
    ("Boxes", ["pig", "owl", "rocket", "cat", "bus"]),
    ("Savings", ["£4", "£6", "£8", "£10", "£12"], [4, 6, 8, 10, 12]),
    ("Goals", ["kite", "book", "football", "paints", "torch"]),
]
SOLUTION = [
    ["Abel", "owl", "£8", "football"],
    ["Bree", "bus", "£12", "paints"],
    ["Cyrus", "pig", "£4", "kite"],
    ["Dana", "rocket", "£10", "book"],
    ["Emil", "cat", "£6", "torch"],
]
CLUES = [
    ("The child saving for paints had the most money, in a bus-shaped box.",
     lambda s: s.n(M, "paints") == 12 and s.same("paints", "bus")),
    ("Cyrus had £4 less than the child with the owl.", lambda s: s.n(M, "Cyrus") == s.n(M, "owl") - 4),
    ("Dana, who wants a book, had £2 more than Abel.",
     lambda s: s.same("Dana", "book") and s.n(M, "Dana") == s.n(M, "Abel") + 2),
    ("The owl box held more than the cat box, but less than the rocket box.",
     lambda s: s.n(M, "cat") < s.n(M, "owl") < s.n(M, "rocket")),
    ("Emil isn't saving for the kite, and his box isn't shaped like a pig.",
     lambda s: not s.same("Emil", "kite") and not s.same("Emil", "pig")),
    ("The football saver had £8.", lambda s: s.n(M, "football") == 8),
    ("Bree had £6 more than Emil.", lambda s: s.n(M, "Bree") == s.n(M, "Emil") + 6),
]
QUESTIONS = [("Who is saving for the torch?", lambda s: s.v("Children", "torch"))]
NUM = "."
DOT = False
INTRO = ["Five children opened their money boxes at the end of term. Each box is a different shape, each held a different amount, and each child is saving up for something different."]
OUTRO = []
REMARKS = INTRO + OUTRO
