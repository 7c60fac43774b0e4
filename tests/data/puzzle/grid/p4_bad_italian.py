# Clue 2 speaks of "the Italian dish", but no category gives the dishes'
# countries: only outside knowledge says that lasagne is the Italian one.
B = "Bills"
def c(s, x):
    return s.n(B, x)
CATEGORIES = [
    ("Diners", ["Abel", "Bianca", "Cyrus", "Dagmar"]),
    ("Dishes", ["goulash", "lasagne", "moussaka", "paella"]),
    ("Bills", ["$14", "$16", "$18", "$20"], [14, 16, 18, 20]),
]
CLUES = [
    ("Cyrus paid the most.", lambda s: c(s, "Cyrus") == 20),
    ("Dagmar's bill was $4 less than the paella.", lambda s: c(s, "Dagmar") == c(s, "paella") - 4),
    ("Abel didn't order the goulash.", lambda s: not s.same("Abel", "goulash")),
    ("The moussaka cost more than Bianca's meal.", lambda s: c(s, "moussaka") > c(s, "Bianca")),
]
REFUSED = {
    "The diner who chose the Italian dish paid $2 more than Bianca.": {
        "'the Italian dish' = the lasagne": lambda s: c(s, "lasagne") == c(s, "Bianca") + 2,
        "'the Italian dish' = the goulash": lambda s: c(s, "goulash") == c(s, "Bianca") + 2,
        "'the Italian dish' = the moussaka": lambda s: c(s, "moussaka") == c(s, "Bianca") + 2,
        "'the Italian dish' = the paella": lambda s: c(s, "paella") == c(s, "Bianca") + 2,
    },
}
EXPECT = 6
REMARKS = ["Four colleagues tried the new Continental Kitchen on Friday. Each ordered a different main course, and no two bills were the same."]
QUESTIONS = [("What did Bianca order?", None)]
