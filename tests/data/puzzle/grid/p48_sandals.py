Z = "Sizes"
P = "Prices"
CATEGORIES = [
    ("Shoppers", ["Bianca", "Corinne", "Delphine", "Eliza", "Freya"]),
    ("Colors", ["black", "brown", "coral", "navy", "tan"]),
    ("Sizes", ["size 6", "size 7", "size 8", "size 9", "size 10"], [6, 7, 8, 9, 10]),
    ("Prices", ["$18", "$22", "$26", "$30", "$34"], [18, 22, 26, 30, 34]),
]
SOLUTION = [
    ["Bianca", "navy", "size 8", "$30"],
    ["Corinne", "tan", "size 6", "$22"],
    ["Delphine", "coral", "size 10", "$18"],
    ["Eliza", "black", "size 7", "$34"],
    ["Freya", "brown", "size 9", "$26"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CLUES = [
    ("The woman who bought size 10 paid $4 less than Corinne.", lambda s: s.n(P, "size 10") == s.n(P, "Corinne") - 4),
    ("The navy pair was two sizes larger than the tan pair.", lambda s: s.n(Z, "navy") == s.n(Z, "tan") + 2),
    ("Freya's sandals cost $8 less than Eliza's.", lambda s: s.n(P, "Freya") == s.n(P, "Eliza") - 8),
    ("Of the coral sandals and Bianca's pair, one was a size 10 and the other cost $30.",
     lambda s: not s.same("coral", "Bianca") and (
         (s.same("coral", "size 10") and s.same("Bianca", "$30")) or
         (s.same("Bianca", "size 10") and s.same("coral", "$30")))),
    ("The black sandals were one size smaller than Bianca's.", lambda s: s.n(Z, "black") == s.n(Z, "Bianca") - 1),
    ("The five shoppers were Delphine, the one who chose brown, the one who wears a size 7, the one who paid $22, and Bianca.",
     lambda s: distinct(s, "Delphine", "brown", "size 7", "$22", "Bianca")),
    ("Freya wears a larger size than Eliza.", lambda s: s.n(Z, "Freya") > s.n(Z, "Eliza")),
    ("Corinne wears the smallest size of the five.", lambda s: s.n(Z, "Corinne") == 6),
]
QUESTIONS = [("What color were Freya's sandals?", lambda s: s.v("Colors", "Freya"))]
NUM = "."
INTRO = ["Five women each bought one pair of sandals at the Sunny Steps summer sale. Match each shopper to her sandals' color, size and price."]
OUTRO = []
REMARKS = INTRO + OUTRO
