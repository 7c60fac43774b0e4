V = "Vintages"
P = "Prices"
def y(s, x):
    return s.n(V, x)
def c(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Guests", ["Fenella", "Gideon", "Harriet", "Ignatius"]),
    ("Wines", ["Bell's Hill", "Château Orme", "Kiri-Mara", "Old Quarry"]),
    ("Vintages", ["1998", "2003", "2008", "2013"], [1998, 2003, 2008, 2013]),
    ("Prices", ["$42.50", "$57.25", "$64.00", "$88.75"], [4250, 5725, 6400, 8875]),
]
CLUES = [
    ("The oldest wine on the table was also the most expensive, and it wasn't Fenella's.",
     lambda s: c(s, "1998") == 8875 and not s.same("1998", "Fenella")),
    ("Harriet's bottle is ten years younger than the one Ignatius brought.",
     lambda s: y(s, "Harriet") == y(s, "Ignatius") + 10),
    ("Bell's Hill cost $6.75 more than the Old Quarry.", lambda s: c(s, "Bell's Hill") == c(s, "Old Quarry") + 675),
    ("The Kiri-Mara is five years older than the Old Quarry.", lambda s: y(s, "Kiri-Mara") == y(s, "Old Quarry") - 5),
    ("Gideon, the host, didn't bring the cheapest bottle.", lambda s: c(s, "Gideon") != 4250),
    ("Fenella's bottle cost less than any other.", lambda s: c(s, "Fenella") == 4250),
    ("The 2008 wine cost $14.75 less than the 2013.", lambda s: c(s, "2008") == c(s, "2013") - 1475),
]
REMARKS = ["Four friends each brought one bottle to Gideon's annual blind tasting, and afterwards, over cheese, they compared notes on what they had paid."]
QUESTIONS = [("Which wine did Fenella bring?", lambda s: s.v("Wines", "Fenella"))]
