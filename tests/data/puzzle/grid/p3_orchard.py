W = "Weights"
def w(s, x):
    return s.n(W, x)
CATEGORIES = [
    ("Pickers", ["Ffion", "Gethin", "Hywel", "Iolo"]),
    ("Apples", ["Bramley", "Cox", "Egremont Russet", "Pink Lady"]),
    ("Weights", ["2.5 kg", "3 kg", "3.5 kg", "4 kg"], [2.5, 3, 3.5, 4]),
]
CLUES = [
    ("Hywel filled the heaviest basket.", lambda s: w(s, "Hywel") == 4),
    ("The Bramleys weighed half a kilo less than Ffion's apples.", lambda s: w(s, "Bramley") == w(s, "Ffion") - 0.5),
    ("Gethin's basket was a kilo lighter than the basket of Cox.", lambda s: w(s, "Gethin") == w(s, "Cox") - 1),
    ("Iolo picked neither Pink Lady nor Cox.", lambda s: not s.same("Iolo", "Pink Lady") and not s.same("Iolo", "Cox")),
    ("Iolo's basket was half a kilo heavier than Gethin's.", lambda s: w(s, "Iolo") == w(s, "Gethin") + 0.5),
    ("Hywel didn't pick the Egremont Russets.", lambda s: not s.same("Hywel", "Egremont Russet")),
]
REMARKS = ["At the end of a long afternoon in the orchard, four pickers weighed their baskets. Each had picked a different variety."]
